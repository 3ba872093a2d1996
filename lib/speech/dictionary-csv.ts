/**
 * The dictionary as a spreadsheet: two columns, "palavra" and "como ler" (a third, "maiúsculas", says "sim" for an
 * entry that matches only with the same capitals). Written with ";" as Excel in pt-BR expects; read with ";" or
 * ",". Cells that would start a formula never get in (the entry schema refuses them), so none come out.
 */
import type { DictionaryEntry } from "./dictionary-schema";

const HEADER = ["palavra", "como ler", "maiúsculas"];

const quote = (cell: string) => (/[;",\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

export function dictionaryToCsv(entries: readonly DictionaryEntry[]): string {
  const rows = entries.map((entry) => [entry.word, entry.say, entry.matchCase ? "sim" : ""]);
  return [HEADER, ...rows].map((row) => row.map(quote).join(";")).join("\r\n") + "\r\n";
}

/** RFC 4180 rows (quoted cells may hold the separator, quotes and line breaks). */
function rows(csv: string, separator: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i];
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && !cell) quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && csv[i + 1] === "\n") i++;
      row.push(cell);
      out.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell || row.length) out.push([...row, cell]);
  return out.filter((cells) => cells.some((value) => value.trim()));
}

/**
 * Entries as the schema will check them (empty sides, lengths, formulas); undefined when the file is not two
 * columns at all. A first row naming the columns is skipped.
 */
export function dictionaryFromCsv(csv: string): { word: string; say: string; matchCase?: boolean }[] | undefined {
  const text = csv.replace(/^\uFEFF/, "");
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const separator = firstLine.includes(";") ? ";" : ",";
  const all = rows(text, separator);
  if (all.length && all[0][0].trim().toLowerCase() === HEADER[0]) all.shift();
  if (all.some((cells) => cells.length < 2 || cells.length > 3)) return undefined;
  return all.map(([word, say, matchCase]) => ({
    word,
    say,
    ...(matchCase?.trim().toLowerCase() === "sim" ? { matchCase: true } : {}),
  }));
}
