import Papa from "papaparse";
import { ApiError } from "@/lib/http/api-error";
import { targetLanguage } from "@/lib/validation/translate";
import { languageCodes } from "./languages";
import * as z from "@/lib/validation/zod";

import { GLOSSARY_MAX_PER_PAIR, GLOSSARY_MAX_TOTAL, GLOSSARY_TERM_MAX, KEEP_TERMS_MAX } from "./glossary-limits";

export { GLOSSARY_MAX_PER_PAIR, GLOSSARY_MAX_TOTAL, GLOSSARY_TERM_MAX, KEEP_TERMS_MAX };

/** A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): never stored or sent back. */
const FORMULA = /^[=+\-@\t\r]/;

const term = (empty: string) =>
  z.string({ error: empty }).check(
    z.trim(),
    z.minLength(1, empty),
    z.maxLength(GLOSSARY_TERM_MAX, `Cada termo pode ter até ${GLOSSARY_TERM_MAX} caracteres.`),
    z.refine((value) => !/[\r\n]/.test(value), "Um termo do glossário não pode ter quebra de linha."),
    z.refine(
      (value) => !FORMULA.test(value),
      "Um termo começa com =, +, - ou @, o que planilhas executam como fórmula. Tire esse sinal do começo.",
    ),
  );

/** A term is in one language: "Detectar idioma" is not one. */
const glossarySource = z.enum(languageCodes, { error: "Idioma de origem do glossário desconhecido." });

export const glossaryEntrySchema = z.object({
  source: term("Preencha o termo de origem."),
  target: term("Preencha o termo de destino."),
  sourceLang: glossarySource,
  targetLang: targetLanguage,
});

export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

/** "Não traduzir": a term kept as it is in every language pair (a brand, a product's name). */
const keepTerms = z
  .array(term("Um termo de “Não traduzir” está vazio."), { error: "Envie os termos de “Não traduzir” em keep." })
  .check(z.maxLength(KEEP_TERMS_MAX, `“Não traduzir” pode ter até ${KEEP_TERMS_MAX} termos.`));

/** `keep` left out leaves the account's "Não traduzir" list as it is. */
export const glossarySchema = z.object({
  entries: z.array(glossaryEntrySchema, { error: "Envie os termos do glossário em entries." }),
  keep: z.optional(keepTerms),
});

/** The pair's own language ("auto" is not a language a term can be in). */
export const glossaryPairSchema = z.object({
  sourceLang: glossarySource,
  targetLang: targetLanguage,
});

const pairKey = (entry: Pick<GlossaryEntry, "sourceLang" | "targetLang">) => `${entry.sourceLang}>${entry.targetLang}`;

/** The limits no single entry shows: 500 per language pair, one row per source term, 2.000 in all. */
export function checkGlossary(entries: readonly GlossaryEntry[]): void {
  if (entries.length > GLOSSARY_MAX_TOTAL) {
    throw new ApiError(
      "invalid_input",
      `O glossário pode ter até ${GLOSSARY_MAX_TOTAL.toLocaleString("pt-BR")} termos ao todo.`,
    );
  }
  const seen = new Set<string>();
  const perPair = new Map<string, number>();
  for (const entry of entries) {
    const count = (perPair.get(pairKey(entry)) ?? 0) + 1;
    perPair.set(pairKey(entry), count);
    if (count > GLOSSARY_MAX_PER_PAIR) {
      throw new ApiError(
        "invalid_input",
        `O glossário pode ter até ${GLOSSARY_MAX_PER_PAIR} termos por par de idiomas.`,
      );
    }
    const key = `${pairKey(entry)}|${entry.source.toLocaleLowerCase()}`;
    if (seen.has(key))
      throw new ApiError("invalid_input", `O termo “${entry.source}” aparece duas vezes no glossário.`);
    seen.add(key);
  }
}

/** Each "Não traduzir" term once, whatever its case. */
export function checkKeepTerms(terms: readonly string[]): void {
  const seen = new Set<string>();
  for (const term of terms) {
    const key = term.toLocaleLowerCase();
    if (seen.has(key)) throw new ApiError("invalid_input", `O termo “${term}” aparece duas vezes em “Não traduzir”.`);
    seen.add(key);
  }
}

/** `origem,destino` rows (a header row is optional) into one language pair's entries. */
export function parseGlossaryCsv(csv: string, pair: Pick<GlossaryEntry, "sourceLang" | "targetLang">): GlossaryEntry[] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const rows = parsed.data;
  if (rows[0] && rows[0][0]?.trim().toLowerCase() === "origem") rows.shift();
  if (!rows.length)
    throw new ApiError("invalid_input", "O CSV não tem termos. Use uma linha por termo: origem,destino.");
  if (rows.length > GLOSSARY_MAX_PER_PAIR) {
    throw new ApiError(
      "invalid_input",
      `O CSV tem ${rows.length} termos; o glossário aceita até ${GLOSSARY_MAX_PER_PAIR} por par de idiomas.`,
    );
  }
  return rows.map((row, index) => {
    if (row.length !== 2) {
      throw new ApiError("invalid_input", `Linha ${index + 1} do CSV: use duas colunas, origem,destino.`);
    }
    const result = z.safeParse(glossaryEntrySchema, { source: row[0], target: row[1], ...pair });
    if (!result.success) {
      throw new ApiError("invalid_input", `Linha ${index + 1} do CSV: ${result.error.issues[0]?.message}`);
    }
    return result.data;
  });
}

export function glossaryCsv(entries: readonly Pick<GlossaryEntry, "source" | "target">[]): string {
  return (
    Papa.unparse(
      { fields: ["origem", "destino"], data: entries.map((entry) => [entry.source, entry.target]) },
      { newline: "\r\n" },
    ) + "\r\n"
  );
}
