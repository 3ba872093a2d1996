import * as z from "./zod";
import { IMAGE_PROMPT_MAX, imageSizes, imageQualities, imageStyles, imageMessages } from "./image-options";

export * from "./image-options";

const oneOf = <T extends string>(values: readonly { value: T }[]) =>
  z.enum(values.map((v) => v.value) as [T, ...T[]], imageMessages.option);

export const imageSchema = z.object({
  prompt: z
    .string(imageMessages.empty)
    .check(z.trim(), z.minLength(1, imageMessages.empty), z.maxLength(IMAGE_PROMPT_MAX, imageMessages.tooLong)),
  size: z._default(oneOf(imageSizes), "1024x1024"),
  quality: z._default(oneOf(imageQualities), "standard"),
  style: z._default(oneOf(imageStyles), "vivid"),
});

export type ImageInput = z.infer<typeof imageSchema>;
