import { strToU8, zipSync } from "fflate";

const X = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PACKAGE_RELS = "http://schemas.openxmlformats.org/package/2006/relationships";
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const rels = (items: [id: string, type: string, target: string][]) =>
  `${DECLARATION}<Relationships xmlns="${PACKAGE_RELS}">` +
  items.map(([id, type, target]) => `<Relationship Id="${id}" Type="${R}/${type}" Target="${target}"/>`).join("") +
  "</Relationships>";

/**
 * A small price list as Excel writes one (what LibreOffice and Excel open): sheet "Preços" with a table
 * (Product, Price, Date) over A1:C3, shared strings (one rich, one a placeholder), an inline string, numbers,
 * a date, formulas (one computing a text), a merge, a data validation list, a defined name, a comment on B2 and
 * a chart titled "Sales by month"; sheet "Resumo" with a formula naming the first sheet. `formula` replaces
 * the formula in B4 (to name a table column, say).
 */
export function buildXlsx({ formula = "SUM(B2:B3)" }: { formula?: string } = {}): Uint8Array {
  const type = (part: string) => `application/vnd.openxmlformats-officedocument.${part}+xml`;
  const files: Record<string, string> = {
    "[Content_Types].xml":
      `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${type("spreadsheetml.sheet.main")}"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type("spreadsheetml.worksheet")}"/>` +
      `<Override PartName="/xl/worksheets/sheet2.xml" ContentType="${type("spreadsheetml.worksheet")}"/>` +
      `<Override PartName="/xl/sharedStrings.xml" ContentType="${type("spreadsheetml.sharedStrings")}"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${type("spreadsheetml.styles")}"/>` +
      `<Override PartName="/xl/tables/table1.xml" ContentType="${type("spreadsheetml.table")}"/>` +
      `<Override PartName="/xl/comments1.xml" ContentType="${type("spreadsheetml.comments")}"/>` +
      `<Override PartName="/xl/drawings/drawing1.xml" ContentType="${type("drawing")}"/>` +
      `<Override PartName="/xl/charts/chart1.xml" ContentType="${type("drawingml.chart")}"/>` +
      "</Types>",
    "_rels/.rels": rels([["rId1", "officeDocument", "xl/workbook.xml"]]),
    "xl/workbook.xml":
      `${DECLARATION}<workbook xmlns="${X}" xmlns:r="${R}"><sheets>` +
      '<sheet name="Preços" sheetId="1" r:id="rId1"/><sheet name="Resumo" sheetId="2" r:id="rId2"/></sheets>' +
      "<definedNames><definedName name=\"Total\">'Preços'!$B$4</definedName></definedNames></workbook>",
    "xl/_rels/workbook.xml.rels": rels([
      ["rId1", "worksheet", "worksheets/sheet1.xml"],
      ["rId2", "worksheet", "worksheets/sheet2.xml"],
      ["rId3", "sharedStrings", "sharedStrings.xml"],
      ["rId4", "styles", "styles.xml"],
    ]),
    "xl/styles.xml":
      `${DECLARATION}<styleSheet xmlns="${X}">` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
    "xl/sharedStrings.xml":
      `${DECLARATION}<sst xmlns="${X}" count="6" uniqueCount="6">` +
      "<si><t>Product</t></si><si><t>Price</t></si><si><t>Blue chair</t></si>" +
      '<si><r><rPr><b/><sz val="11"/></rPr><t>Red</t></r><r><rPr><sz val="11"/></rPr><t xml:space="preserve"> table</t></r></si>' +
      "<si><t>{{item.name}}</t></si><si><t>Date</t></si></sst>",
    "xl/worksheets/sheet1.xml":
      `${DECLARATION}<worksheet xmlns="${X}" xmlns:r="${R}"><dimension ref="A1:C7"/><sheetData>` +
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>5</v></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>10.5</v></c><c r="C2" s="1"><v>45000</v></c></row>' +
      '<row r="3"><c r="A3" t="s"><v>3</v></c><c r="B3"><v>20</v></c><c r="C3" s="1"><v>45001</v></c></row>' +
      `<row r="4"><c r="A4" t="s"><v>4</v></c><c r="B4"><f>${formula}</f><v>30.5</v></c></row>` +
      '<row r="5"><c r="A5" t="inlineStr"><is><t>Good morning</t></is></c></row>' +
      '<row r="6"><c r="A6" t="str"><f>"Total "&amp;B4</f><v>Total 30.5</v></c></row>' +
      '<row r="7"><c r="A7" t="inlineStr"><is><t>Thank you</t></is></c></row>' +
      '</sheetData><mergeCells count="1"><mergeCell ref="A7:B7"/></mergeCells>' +
      '<dataValidations count="1"><dataValidation type="list" allowBlank="1" sqref="A2:A3">' +
      '<formula1>"Blue chair,Red table"</formula1></dataValidation></dataValidations>' +
      '<drawing r:id="rId3"/><tableParts count="1"><tablePart r:id="rId1"/></tableParts></worksheet>',
    "xl/worksheets/_rels/sheet1.xml.rels": rels([
      ["rId1", "table", "../tables/table1.xml"],
      ["rId2", "comments", "../comments1.xml"],
      ["rId3", "drawing", "../drawings/drawing1.xml"],
    ]),
    "xl/worksheets/sheet2.xml":
      `${DECLARATION}<worksheet xmlns="${X}"><sheetData>` +
      '<row r="1"><c r="A1"><f>\'Preços\'!B4</f><v>30.5</v></c></row></sheetData></worksheet>',
    "xl/tables/table1.xml":
      `${DECLARATION}<table xmlns="${X}" id="1" name="Tabela1" displayName="Tabela1" ref="A1:C3">` +
      '<autoFilter ref="A1:C3"/><tableColumns count="3"><tableColumn id="1" name="Product"/>' +
      '<tableColumn id="2" name="Price"/><tableColumn id="3" name="Date"/></tableColumns>' +
      '<tableStyleInfo name="TableStyleMedium2" showFirstColumn="0" showLastColumn="0" showRowStripes="1" showColumnStripes="0"/></table>',
    "xl/comments1.xml":
      `${DECLARATION}<comments xmlns="${X}"><authors><author>Ana</author></authors><commentList>` +
      '<comment ref="B2" authorId="0"><text><r><rPr><b/></rPr><t>Ana:</t></r><r><t xml:space="preserve"> Check the price</t></r></text></comment>' +
      "</commentList></comments>",
    "xl/drawings/drawing1.xml":
      `${DECLARATION}<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" ` +
      'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main">' +
      "<xdr:twoCellAnchor><xdr:from><xdr:col>4</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>1</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from>" +
      "<xdr:to><xdr:col>10</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>15</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to>" +
      '<xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="2" name="Gráfico 1"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr>' +
      '<xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart">' +
      `<c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:r="${R}" r:id="rId1"/>` +
      "</a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor></xdr:wsDr>",
    "xl/drawings/_rels/drawing1.xml.rels": rels([["rId1", "chart", "../charts/chart1.xml"]]),
    "xl/charts/chart1.xml":
      `${DECLARATION}<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" ` +
      'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><c:chart>' +
      '<c:title><c:tx><c:rich><a:bodyPr/><a:p><a:r><a:rPr lang="en-US"/><a:t>Sales by month</a:t></a:r></a:p></c:rich></c:tx><c:overlay val="0"/></c:title>' +
      '<c:autoTitleDeleted val="0"/><c:plotArea><c:barChart><c:barDir val="col"/><c:grouping val="clustered"/>' +
      '<c:ser><c:idx val="0"/><c:order val="0"/><c:val><c:numRef><c:f>\'Preços\'!$B$2:$B$3</c:f></c:numRef></c:val></c:ser>' +
      '<c:axId val="1"/><c:axId val="2"/></c:barChart>' +
      '<c:catAx><c:axId val="1"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="b"/><c:crossAx val="2"/></c:catAx>' +
      '<c:valAx><c:axId val="2"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="l"/><c:crossAx val="1"/></c:valAx>' +
      "</c:plotArea></c:chart></c:chartSpace>",
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}
