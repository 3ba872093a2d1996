import "server-only";
import { toJSONSchema } from "zod/v4/core";
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

/**
 * Strict mode wants every property in `required` and `additionalProperties: false`: zod writes both for an
 * object's output. Parsing stays lenient (extra keys are dropped), for servers that do not enforce the schema.
 */
export function answerJsonSchema(): Record<string, unknown> {
  const schema = toJSONSchema(modelAnswerSchema) as Record<string, unknown>;
  delete schema.$schema;
  return schema;
}
