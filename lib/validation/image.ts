import * as z from "./zod";

import {
  IMAGE_COUNT_MAX,
  IMAGE_PROMPT_MAX,
  imageAspects,
  imageMessages,
  imageQualities,
  imageStyles,
} from "./image-options";

export * from "./image-options";

const oneOf = <T extends string>(values: readonly { value: T }[], message: string = imageMessages.option) =>
  z.enum(values.map((v) => v.value) as [T, ...T[]], message);

const prompt = z
  .string(imageMessages.empty)
  .check(z.trim(), z.minLength(1, imageMessages.empty), z.maxLength(IMAGE_PROMPT_MAX, imageMessages.tooLong));
const aspect = z._default(oneOf(imageAspects, imageMessages.aspect), "1:1");
const transparent = z._default(z.boolean(imageMessages.transparent), false);

export const imageSchema = z.object({
  prompt,
  aspect,
  transparent,
  n: z._default(
    z.int(imageMessages.count).check(z.gte(1, imageMessages.count), z.lte(IMAGE_COUNT_MAX, imageMessages.count)),
    1,
  ),
  quality: z._default(oneOf(imageQualities), "standard"),
  style: z._default(oneOf(imageStyles), "vivid"),
});

export type ImageInput = z.infer<typeof imageSchema>;

/** The fields of an edit besides the image file (multipart/form-data, so everything arrives as text). */
export const imageEditSchema = z.object({ prompt, aspect, transparent });
export type ImageEditInput = z.infer<typeof imageEditSchema>;
