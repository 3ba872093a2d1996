import * as z from "./zod";

export const TRANSLATE_MAX = 500;

export const translateSchema = z.object({
  text: z
    .string({ error: "Por favor, digite uma palavra" })
    .check(
      z.trim(),
      z.minLength(1, "Por favor, digite uma palavra"),
      z.maxLength(TRANSLATE_MAX, `O texto excede o limite de ${TRANSLATE_MAX} caracteres`),
    ),
});

export type TranslateInput = z.infer<typeof translateSchema>;
