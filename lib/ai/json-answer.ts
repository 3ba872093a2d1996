import "server-only";
import { toJSONSchema } from "zod/v4/core";
import * as z from "@/lib/validation/zod";

/**
 * The JSON Schema of `response_format` for an answer schema. Strict mode wants every property in `required`
 * and `additionalProperties: false`: zod writes both for an object's output. Without `$schema`: the request
 * carries the schema itself, not a document naming its dialect.
 */
export function answerJsonSchema(schema: z.ZodMiniType): Record<string, unknown> {
  const jsonSchema = toJSONSchema(schema) as Record<string, unknown>;
  delete jsonSchema.$schema;
  return jsonSchema;
}

/**
 * The model's reply checked against the same schema; undefined when it is not that JSON. Parsing stays lenient
 * (extra keys are dropped), for servers that do not enforce the schema.
 */
export function parseAnswer<Schema extends z.ZodMiniType>(
  schema: Schema,
  content: string,
): z.infer<Schema> | undefined {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return undefined;
  }
  const result = z.safeParse(schema, data);
  return result.success ? result.data : undefined;
}
