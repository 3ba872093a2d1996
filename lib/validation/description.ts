import * as z from "./zod";
import { DESCRIPTION_FIELD_MAX, tones, messages, type Tone } from "./description-options";

export * from "./description-options";

const field = z
  .string(messages.empty)
  .check(z.trim(), z.minLength(1, messages.empty), z.maxLength(DESCRIPTION_FIELD_MAX, messages.tooLong));

export const descriptionSchema = z.object({
  productName: field,
  mainFeatures: field,
  targetAudience: field,
  priceRange: field,
  tone: z._default(z.enum(tones.map((tone) => tone.value) as [Tone, ...Tone[]], messages.tone), "professional"),
});

export type DescriptionInput = z.infer<typeof descriptionSchema>;
