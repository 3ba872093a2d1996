import { AUTO_ENCODING, encodingNames } from "@/lib/translate/documents/encodings";
import { languageCodes } from "@/lib/translate/languages";
import * as z from "./zod";

export const TRANSLATE_MAX = 5_000;
export const CONTEXT_MAX = 500;
/** Up to this many words, the answer also lists the word's meanings ("alternatives"). */
export const ALTERNATIVES_MAX_WORDS = 3;

export const translateMessages = {
  blank: "Por favor, digite uma palavra",
  tooLong: `O texto excede o limite de ${TRANSLATE_MAX.toLocaleString("pt-BR")} caracteres`,
  target: "Idioma de destino desconhecido. Escolha um idioma da lista.",
  source: "Idioma de origem desconhecido. Escolha um idioma da lista ou “Detectar idioma”.",
  formality: "Tratamento inválido. Escolha uma das opções de “Tratamento”.",
  context: `O contexto pode ter até ${CONTEXT_MAX} caracteres.`,
  encoding: "Codificação desconhecida. Escolha uma da lista “Codificação do arquivo”.",
};

export const targetLanguage = z.enum(languageCodes, { error: translateMessages.target });
export const sourceLanguage = z.union([z.literal("auto"), z.enum(languageCodes)], {
  error: translateMessages.source,
});
export const formality = z.enum(["default", "more", "less"], { error: translateMessages.formality });

/** The document form sends the same options as text fields. */
export const translateOptionsSchema = z.object({
  target: targetLanguage,
  source: z.optional(sourceLanguage),
  formality: z.optional(formality),
});

/** "Traduzir arquivo" also says how to read a text file (.txt, .srt, .vtt): "auto" (or nothing) detects it. */
export const documentOptionsSchema = z.object({
  ...translateOptionsSchema.shape,
  encoding: z.optional(z.enum([AUTO_ENCODING, ...encodingNames], { error: translateMessages.encoding })),
});

export const translateSchema = z.object({
  ...translateOptionsSchema.shape,
  text: z
    .string({ error: translateMessages.blank })
    .check(z.trim(), z.minLength(1, translateMessages.blank), z.maxLength(TRANSLATE_MAX, translateMessages.tooLong)),
  context: z.optional(
    z.string({ error: translateMessages.context }).check(z.trim(), z.maxLength(CONTEXT_MAX, translateMessages.context)),
  ),
});

export type TranslateInput = z.infer<typeof translateSchema>;

export function wordCount(text: string): number {
  return text.trim().split(/\s+/u).filter(Boolean).length;
}
