import "server-only";
import * as z from "@/lib/validation/zod";

const text = z.string().check(z.trim(), z.minLength(1));

/**
 * The one schema of the model's answer: sent as the strict JSON Schema of `response_format` and used to
 * validate the reply. Limits are asked for in the prompt and enforced after parsing (a longer title is
 * trimmed, not refused), since not every OpenAI-compatible server honours maxLength.
 */
export const modelAnswerSchema = z.object({
  versions: z
    .array(
      z.object({
        title: text,
        seoTitle: text,
        metaDescription: text,
        highlights: z.array(text).check(z.minLength(3), z.maxLength(6)),
        html: text,
        caption: text,
      }),
    )
    .check(z.length(3)),
});

export type ModelAnswer = z.infer<typeof modelAnswerSchema>;
