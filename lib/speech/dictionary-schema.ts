import * as z from "@/lib/validation/zod";

/** Per account; anonymous visitors keep up to ANONYMOUS_ENTRIES_MAX in their browser and send them along. */
export const DICTIONARY_ENTRIES_MAX = 200;
export const ANONYMOUS_ENTRIES_MAX = 10;
export const DICTIONARY_WORD_MAX = 60;
export const DICTIONARY_SAY_MAX = 200;

export const dictionaryMessages = {
  empty: "Preencha a palavra e como ela deve ser lida em todas as linhas do dicionário.",
  wordTooLong: `A palavra do dicionário pode ter até ${DICTIONARY_WORD_MAX} caracteres.`,
  sayTooLong: `"Como ler" pode ter até ${DICTIONARY_SAY_MAX} caracteres.`,
  tooMany: `O dicionário de pronúncia aceita até ${DICTIONARY_ENTRIES_MAX} palavras. Remova algumas e tente de novo.`,
  tooManyAnonymous: `Sem conta, o dicionário de pronúncia guarda até ${ANONYMOUS_ENTRIES_MAX} palavras. Entre na sua conta para guardar até ${DICTIONARY_ENTRIES_MAX}.`,
  formula:
    "Uma palavra do dicionário começa com =, +, -, @ ou tabulação, como uma fórmula de planilha. Tire esse sinal do início e tente de novo.",
  duplicate: "A mesma palavra aparece duas vezes no dicionário. Deixe só uma.",
  notList: 'Envie o dicionário como {"entries": [{"word": "...", "say": "..."}]}.',
  csv: 'O arquivo não é um CSV de dicionário: use duas colunas, "palavra" e "como ler", uma palavra por linha.',
} as const;

/** A cell a spreadsheet would run as a formula (OWASP's list): refused, so an exported CSV is always safe to open. */
const FORMULA = /^[=+\-@\t\r]/;

const side = (max: number, tooLong: string) =>
  z.string(dictionaryMessages.empty).check(
    z.trim(),
    z.minLength(1, dictionaryMessages.empty),
    z.maxLength(max, tooLong),
    z.refine((value) => !FORMULA.test(value), dictionaryMessages.formula),
  );

export const dictionaryEntrySchema = z.object({
  word: side(DICTIONARY_WORD_MAX, dictionaryMessages.wordTooLong),
  say: side(DICTIONARY_SAY_MAX, dictionaryMessages.sayTooLong),
  /** Marked entries match only with the same capitals ("SAC" but not "saco"'s "sac"). */
  matchCase: z.optional(z.boolean()),
});

export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

const entryList = (max: number, tooMany: string) =>
  z.array(dictionaryEntrySchema, dictionaryMessages.notList).check(
    z.maxLength(max, tooMany),
    z.refine((entries) => {
      const keys = entries.map((entry) => (entry.matchCase ? entry.word : entry.word.toLowerCase()));
      return new Set(keys).size === keys.length;
    }, dictionaryMessages.duplicate),
  );

export const dictionarySchema = z.object({ entries: entryList(DICTIONARY_ENTRIES_MAX, dictionaryMessages.tooMany) });
export const anonymousEntriesSchema = entryList(ANONYMOUS_ENTRIES_MAX, dictionaryMessages.tooManyAnonymous);
