import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { thrownApiError } from "@/test-support/api-error";
import { buildXlsx } from "@/test-support/xlsx";
import { readDocument } from "./index";

/** A stand-in translator: upper-cases what is outside tags and placeholders, so text changes and structure must not. */
const shout = (segment: string) =>
  segment.replace(/(<[^>]+>|\{\{[^}]*\}\})|([^<{]+)/g, (_, kept, text) => kept ?? text.toUpperCase());

function translate(bytes: Uint8Array) {
  const document = readDocument("xlsx", bytes);
  const out = unzipSync(document.write(document.segments.map(shout)));
  const text = (name: string) => new TextDecoder().decode(out[name]);
  return { document, before: unzipSync(bytes), out, text };
}

describe(".xlsx", () => {
  it("sends the text of shared strings, rich runs, inline strings, the comment and the chart title", () => {
    const { document } = translate(buildXlsx());
    expect(document.segments).toEqual([
      "Product",
      "Price",
      "Blue chair",
      "<g1>Red</g1><g2> table</g2>",
      "Date",
      "Good morning",
      "Thank you",
      "<g1>Ana:</g1><g2> Check the price</g2>",
      "Sales by month",
    ]);
  });

  it("writes the translations in place and keeps rich-text formatting and placeholders", () => {
    const { text } = translate(buildXlsx());
    const strings = text("xl/sharedStrings.xml");
    expect(strings).toContain('<si><t xml:space="preserve">BLUE CHAIR</t></si>');
    expect(strings).toMatch(/<r><rPr><b\/><sz val="11"\/><\/rPr><t xml:space="preserve">RED<\/t><\/r>/);
    expect(strings).toContain(" TABLE</t>");
    expect(strings).toContain("<si><t>{{item.name}}</t></si>");
    expect(text("xl/worksheets/sheet1.xml")).toContain('<is><t xml:space="preserve">GOOD MORNING</t></is>');
    expect(text("xl/comments1.xml")).toContain(" CHECK THE PRICE</t>");
    expect(text("xl/charts/chart1.xml")).toContain("<a:t>SALES BY MONTH</a:t>");
  });

  it("leaves numbers, dates, formulas and their results, sheet and defined names, validation lists and styles", () => {
    const { before, out, text } = translate(buildXlsx());
    const sheet = text("xl/worksheets/sheet1.xml");
    expect(sheet).toContain('<c r="B2"><v>10.5</v></c><c r="C2" s="1"><v>45000</v></c>');
    expect(sheet).toContain("<f>SUM(B2:B3)</f><v>30.5</v>");
    expect(sheet).toContain('<c r="A6" t="str"><f>"Total "&amp;B4</f><v>Total 30.5</v></c>');
    expect(sheet).toContain('<formula1>"Blue chair,Red table"</formula1>');
    expect(sheet).toContain('<mergeCell ref="A7:B7"/>');
    for (const part of ["xl/workbook.xml", "xl/styles.xml", "xl/worksheets/sheet2.xml", "[Content_Types].xml"]) {
      expect(out[part], part).toEqual(before[part]);
    }
    expect(Object.keys(out)).toEqual(Object.keys(before));
  });

  it("renames a table's columns with its translated header cells", () => {
    const { text } = translate(buildXlsx());
    const table = text("xl/tables/table1.xml");
    expect(table).toContain('<tableColumn id="1" name="PRODUCT"/>');
    expect(table).toContain('<tableColumn id="2" name="PRICE"/>');
    expect(table).toContain('<tableColumn id="3" name="DATE"/>');
  });

  it("keeps a table's headers and column names when a formula names a column", () => {
    const { document, text } = translate(buildXlsx({ formula: "SUM(Tabela1[Price])" }));
    expect(document.segments).not.toContain("Price");
    expect(document.segments).toContain("Blue chair");
    expect(text("xl/tables/table1.xml")).toContain('<tableColumn id="2" name="Price"/>');
    expect(text("xl/sharedStrings.xml")).toContain("<si><t>Price</t></si>");
  });

  it("refuses a file that is not a workbook, a Word file sent as .xlsx, and a sheet of a million empty cells", () => {
    const reason = (bytes: Uint8Array) => thrownApiError(() => readDocument("xlsx", bytes)).message;
    expect(reason(strToU8("a,b,c"))).toMatch(/não é uma planilha do Excel \(\.xlsx\) válida/);
    expect(reason(zipSync({ "word/document.xml": strToU8("<w:document/>") }))).toMatch(/não é uma planilha/);
    const files = unzipSync(buildXlsx());
    const cells = '<c r="A1" t="inlineStr"><is><t>x</t></is></c>' + "<c/>".repeat(1_000_000);
    files["xl/worksheets/sheet2.xml"] = strToU8(
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row>${cells}</row></sheetData></worksheet>`,
    );
    expect(reason(zipSync(files))).toMatch(/grande demais/);
  });

  it("says there is nothing to translate in a workbook of numbers", () => {
    const files = unzipSync(buildXlsx());
    files["xl/sharedStrings.xml"] = strToU8(
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>2024</t></si></sst>',
    );
    for (const name of Object.keys(files)) if (/comments|charts\/|sheet1/.test(name)) delete files[name];
    expect(thrownApiError(() => readDocument("xlsx", zipSync(files))).message).toMatch(/não tem texto/);
  });

  it("reads and writes back a Strict Open XML workbook in its own namespaces", () => {
    const strict: [string, string][] = [
      ["http://schemas.openxmlformats.org/spreadsheetml/2006/main", "http://purl.oclc.org/ooxml/spreadsheetml/main"],
      [
        "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
        "http://purl.oclc.org/ooxml/officeDocument/relationships",
      ],
      ["http://schemas.openxmlformats.org/drawingml/2006/main", "http://purl.oclc.org/ooxml/drawingml/main"],
      ["http://schemas.openxmlformats.org/drawingml/2006/chart", "http://purl.oclc.org/ooxml/drawingml/chart"],
    ];
    const files = unzipSync(buildXlsx());
    for (const [name, bytes] of Object.entries(files)) {
      let xml = new TextDecoder().decode(bytes);
      for (const [transitional, iso] of strict) xml = xml.replaceAll(transitional, iso);
      files[name] = strToU8(xml);
    }
    const { document, text } = translate(zipSync(files));
    expect(document.segments).toContain("<g1>Red</g1><g2> table</g2>");
    expect(document.segments).toContain("Sales by month");
    expect(text("xl/sharedStrings.xml")).toContain('xmlns="http://purl.oclc.org/ooxml/spreadsheetml/main"');
    expect(text("xl/sharedStrings.xml")).toContain("BLUE CHAIR");
    expect(text("xl/tables/table1.xml")).toContain('name="PRODUCT"');
    expect(text("xl/charts/chart1.xml")).toContain("SALES BY MONTH");
  });
});
