import type { Element } from "@xmldom/xmldom";
import { openPackage, type OfficeKind, type XmlPart } from "./ooxml";
import { elements, groupsOf, hasWords, is, segmentOf, writeGroups, type Dialect, type Group, type Piece } from "./runs";
import type { DocumentText } from "./text";

/** Transitional and Strict namespaces of the vocabularies a workbook's text is written in. */
const SHEET = [
  "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
  "http://purl.oclc.org/ooxml/spreadsheetml/main",
];
const DRAWING = ["http://schemas.openxmlformats.org/drawingml/2006/main", "http://purl.oclc.org/ooxml/drawingml/main"];
const CHART = ["http://schemas.openxmlformats.org/drawingml/2006/chart", "http://purl.oclc.org/ooxml/drawingml/chart"];
const THREADED = "http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments";

const EXCEL: OfficeKind = {
  extension: "xlsx",
  invalid: "O arquivo não é uma planilha do Excel (.xlsx) válida. Abra-a no Excel, salve de novo e envie.",
  old: "O arquivo é uma planilha do Excel antiga (.xls). Abra-a no Excel, salve como .xlsx e envie.",
};

type Item = { groups: Group[]; dialect: Dialect };

/** A rich text (shared string, inline string, comment): its runs, or itself when it holds its text directly. */
const richPieces = (holder: Element, ns: string): Piece[] => {
  const runs = elements(holder).filter((node) => is(node, ns, "r"));
  return (runs.length ? runs : [holder]).map((run) => ({ run, container: holder }));
};

const descendants = (root: Element, ns: readonly string[], name: string) =>
  ns.flatMap((uri) => Array.from(root.getElementsByTagNameNS(uri, name)));

/** "B3" as [column 2, row 3]; "AA10" as [27, 10]. */
function cellAt(reference: string): [number, number] | undefined {
  const match = /^\$?([A-Z]{1,3})\$?(\d+)$/.exec(reference);
  if (!match) return undefined;
  const column = [...match[1]].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
  return [column, Number(match[2])];
}

function columnName(column: number): string {
  let name = "";
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A formula, defined name or calculated column that names a table's column ("Tabela1[Preço]"). */
const STRUCTURED = /<(?:\w+:)?(?:f|definedName|calculatedColumnFormula)(?:\s[^<>]*)?>[^<]*\[/;

/**
 * An Excel workbook: the text of shared strings, inline strings and their rich-text runs, comments (notes and
 * threaded comments), chart and axis titles is translated; a table's header cells and the table part's column
 * names change together (Excel repairs a file where they differ), unless a formula names a column (it would break).
 * Numbers, dates, formulas and the values they computed, sheet names, defined names, data validation lists and
 * styles are not touched, and a text that is only placeholders ({{item.name}}) or digits is left as it is.
 */
export function readXlsx(bytes: Uint8Array): DocumentText {
  const pkg = openPackage(bytes, EXCEL);
  const bookName = pkg.main("xl/workbook.xml");
  const book = pkg.xml(bookName);
  const root = book?.root;
  const ns = SHEET.find((candidate) => root && is(root, candidate, "workbook"));
  if (!book || !ns) throw pkg.invalid();
  const cells: Dialect = { ns, run: "r", props: "rPr", text: "t", preserve: true };
  const items: Item[] = [];
  const changed = new Set<XmlPart>();
  const add = (part: XmlPart, pieces: Piece[], dialect: Dialect): Item | undefined => {
    const groups = groupsOf(pieces, dialect);
    if (!hasWords(groups.map((group) => group.text).join(""))) return undefined;
    changed.add(part);
    const item = { groups, dialect };
    items.push(item);
    return item;
  };

  const shared = new Map<number, Item>();
  const strings = pkg.related(bookName, "sharedStrings").map(pkg.xml)[0];
  if (strings) {
    elements(strings.root)
      .filter((node) => is(node, ns, "si"))
      .forEach((si, index) => {
        const item = add(strings, richPieces(si, ns), cells);
        if (item) shared.set(index, item);
      });
  }

  const sheets = pkg.related(bookName, "worksheet");
  const tableParts = sheets.flatMap((sheet) => pkg.related(sheet, "table"));
  const structured = [bookName, ...sheets, ...tableParts].some((name) => STRUCTURED.test(pkg.peek(name)));
  const renames: (() => void)[] = [];
  for (const sheetName of sheets) {
    const tables = pkg.related(sheetName, "table");
    const sheet = pkg.peek(sheetName).includes("inlineStr") || tables.length ? pkg.xml(sheetName) : undefined;
    const inline = new Map<Element, Item>();
    for (const cell of sheet ? descendants(sheet.root, [ns], "c") : []) {
      const holder = cell.getAttribute("t") === "inlineStr" && elements(cell).find((node) => is(node, ns, "is"));
      const item = holder && add(sheet!, richPieces(holder, ns), cells);
      if (item) inline.set(cell, item);
    }
    for (const table of tables.map(pkg.xml)) {
      if (!table || !sheet) continue;
      renames.push(...tableHeaders(table, sheet, ns, { shared, inline, structured, items, changed }));
    }
    for (const comments of pkg.related(sheetName, "comments").map(pkg.xml)) {
      for (const text of comments ? descendants(comments.root, [ns], "text") : []) {
        add(comments!, richPieces(text, ns), cells);
      }
    }
    for (const thread of pkg.related(sheetName, "threadedComment").map(pkg.xml)) {
      const dialect: Dialect = { ns: THREADED, run: "threadedComment", props: "", text: "text", preserve: false };
      for (const comment of thread ? descendants(thread.root, [THREADED], "threadedComment") : []) {
        add(thread!, [{ run: comment, container: comment }], dialect);
      }
    }
    for (const drawing of pkg.related(sheetName, "drawing")) {
      for (const chart of pkg.related(drawing, "chart").map(pkg.xml)) {
        if (chart) chartTitles(chart, add);
      }
    }
  }

  return {
    segments: items.map((item) => segmentOf(item.groups)),
    chars: items.flatMap((item) => item.groups).reduce((sum, group) => sum + group.text.length, 0),
    write(translated) {
      items.forEach((item, index) => writeGroups(item.groups, translated[index], item.dialect));
      for (const rename of renames) rename();
      return pkg.write([...changed]);
    },
  };
}

/** Chart and axis titles typed in the chart (a title taken from a cell follows the cell). */
function chartTitles(chart: XmlPart, add: (part: XmlPart, pieces: Piece[], dialect: Dialect) => unknown) {
  const root = chart.root;
  const a = DRAWING.find((uri) => root.getElementsByTagNameNS(uri, "p").length) ?? DRAWING[0];
  const dialect: Dialect = { ns: a, run: "r", props: "rPr", text: "t", preserve: false };
  for (const title of descendants(root, CHART, "title")) {
    for (const rich of descendants(title, CHART, "rich")) {
      for (const paragraph of elements(rich).filter((node) => is(node, a, "p"))) {
        const runs = elements(paragraph).filter((node) => is(node, a, "r"));
        add(
          chart,
          runs.map((run) => ({ run, container: paragraph })),
          dialect,
        );
      }
    }
  }
}

/**
 * A table's header cells: their text and the table part's column names must stay equal. Returns what renames
 * the columns once the cells are translated; when a formula names a column, the header cells are not translated.
 */
function tableHeaders(
  table: XmlPart,
  sheet: XmlPart,
  ns: string,
  context: {
    shared: Map<number, Item>;
    inline: Map<Element, Item>;
    structured: boolean;
    items: Item[];
    changed: Set<XmlPart>;
  },
): (() => void)[] {
  const root = table.root;
  const [from] = (root.getAttribute("ref") ?? "").split(":").map(cellAt);
  if (!from || root.getAttribute("headerRowCount") === "0") return [];
  const columns = descendants(root, [ns], "tableColumn");
  const wanted = new Map(columns.map((column, index) => [`${columnName(from[0] + index)}${from[1]}`, column]));
  const headers: { column: Element; item: Item }[] = [];
  for (const cell of descendants(sheet.root, [ns], "c")) {
    const column = wanted.get(cell.getAttribute("r") ?? "");
    if (!column) continue;
    const value = elements(cell).find((node) => is(node, ns, "v"))?.textContent;
    const item = cell.getAttribute("t") === "s" ? context.shared.get(Number(value)) : context.inline.get(cell);
    if (item) headers.push({ column, item });
  }
  if (context.structured) {
    // Leave the headers (and the strings they share) as they are: a formula's "[Column]" must still find them.
    for (const { item } of headers) {
      const index = context.items.indexOf(item);
      if (index >= 0) context.items.splice(index, 1);
    }
    return [];
  }
  context.changed.add(table);
  return [
    () => {
      const taken = new Set<string>();
      for (const { column, item } of headers) {
        const text = item.groups.map((group) => group.text).join("");
        const base = text.replace(/\r/g, "_x000d_").replace(/\n/g, "_x000a_").trim() || column.getAttribute("name")!;
        let name = base;
        for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} ${n}`;
        taken.add(name.toLowerCase());
        column.setAttribute("name", name);
      }
    },
  ];
}
