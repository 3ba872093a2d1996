/**
 * Issue 56: what the translator does with real locale files written by others. Every file of
 * `test-support/locales/` (listed in its SOURCES.tsv) is read for Russian and for Portuguese (Brazil), translated
 * by the tests' stand-in model (it upper-cases the text outside tags and tokens, so every placeholder comes back),
 * and written; the review says how many strings there were, how many were translated, the placeholders kept, the
 * plural forms added for the target and the strings kept in the source language. Markdown tables on stdout.
 *
 *   npx tsx bench/locale-formats.ts
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatOf, readDocument } from "../lib/translate/documents/index";
import type { LocaleReview } from "../lib/translate/documents/locale";

const FOLDER = "test-support/locales";
const TARGETS = ["ru", "pt-BR"] as const;

/** The stand-in model of the tests: upper-cases the text outside tags and tokens. */
const shout = (segment: string) => segment.replace(/(<[^>]+>)|([^<]+)/g, (_, tag, text) => tag ?? text.toUpperCase());

type Row = { format: string; file: string; target: string; review: LocaleReview; bytes: number };

function files(): string[] {
  const [, ...lines] = readFileSync(path.join(FOLDER, "SOURCES.tsv"), "utf8").trim().split("\n");
  return lines.map((line) => line.split("\t")[0]);
}

function run(file: string, target: string): Row {
  const bytes = readFileSync(path.join(FOLDER, file));
  const format = formatOf(file);
  const document = readDocument(format, bytes, undefined, target);
  const answers = document.segments.map((segment) => (segment ? shout(segment) : segment));
  document.write(answers);
  const review = document.review!(answers);
  return { format: flavour(review.format, new TextDecoder().decode(bytes)), file, target, review, bytes: bytes.length };
}

/** The format as the table names it: XLIFF with its version, JSON with its flavour (i18next, ICU MessageFormat). */
function flavour(format: string, text: string): string {
  if (format === "XLIFF") return `XLIFF ${/<xliff\b[^>]*\bversion\s*=\s*["']([\d.]+)/.exec(text)?.[1] ?? ""}`.trim();
  if (format !== "JSON") return format;
  if (/\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/.test(text)) return "JSON (ICU MessageFormat)";
  if (/"[^"]*_(?:zero|one|two|few|many|other)"\s*:|\{\{/.test(text)) return "JSON (i18next)";
  return format;
}

/** "12 (few 6, many 6)": plural forms added, with how many of each category. */
function pluralsAdded(reviews: LocaleReview[]): string {
  const counts = new Map<string, number>();
  for (const added of reviews.flatMap((review) => review.pluralsAdded.flatMap((plural) => plural.categories))) {
    counts.set(added, (counts.get(added) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return total ? `${total} (${[...counts].map(([category, n]) => `${category} ${n}`).join(", ")})` : "0";
}

const rows = files().flatMap((file) => TARGETS.map((target) => run(file, target)));

const table = (head: string[], body: string[][]) =>
  [
    `| ${head.join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...body.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");

console.log(
  `Locale files of ${FOLDER}, stand-in model (upper-cases text, keeps every token), ${new Date().toISOString().slice(0, 10)}\n`,
);
console.log(
  table(
    [
      "format",
      "file",
      "target",
      "strings",
      "translated",
      "placeholders kept",
      "plural forms added",
      "kept in source language",
      "left as they were",
    ],
    rows.map(({ format, file, target, review, bytes }) => [
      format,
      `\`${file}\` (${(bytes / 1024).toFixed(1)} KB)`,
      target,
      String(review.strings),
      String(review.translated),
      String(review.placeholders),
      pluralsAdded([review]),
      String(review.kept.length),
      String(review.unchanged),
    ]),
  ),
);

console.log("\nPer format (both targets):\n");
const formats = [...new Set(rows.map((row) => row.format))];
console.log(
  table(
    [
      "format",
      "files tried",
      "strings",
      "translated",
      "placeholders kept",
      "plural forms added",
      "kept in source language",
    ],
    formats.map((format) => {
      const of = rows.filter((row) => row.format === format);
      const reviews = of.map((row) => row.review);
      const sum = (pick: (review: LocaleReview) => number) =>
        String(reviews.reduce((n, review) => n + pick(review), 0));
      return [
        format,
        `${new Set(of.map((row) => row.file)).size} (x ${TARGETS.length} targets)`,
        sum((review) => review.strings),
        sum((review) => review.translated),
        sum((review) => review.placeholders),
        pluralsAdded(reviews),
        sum((review) => review.kept.length),
      ];
    }),
  ),
);
