import type { ImageAspect } from "@/lib/validation/image";

/** Unknown names (OpenAI-compatible servers) get the DALL-E shape, which is what those servers implement. */
export type ImageFamily = "gpt-image" | "dall-e";

export function imageFamily(model: string): ImageFamily {
  return /^(gpt-image|chatgpt-image)/i.test(model) ? "gpt-image" : "dall-e";
}

/**
 * The one table from proportion to the provider's pixel size. Neither family has a 4:5 or 9:16 size, so
 * both portrait shapes get the family's portrait size (the closest it offers).
 */
export const imageSizes = {
  "gpt-image": { "1:1": "1024x1024", "4:5": "1024x1536", "9:16": "1024x1536", "16:9": "1536x1024" },
  "dall-e": { "1:1": "1024x1024", "4:5": "1024x1792", "9:16": "1024x1792", "16:9": "1792x1024" },
} as const satisfies Record<ImageFamily, Record<ImageAspect, string>>;

export type ImageSize = (typeof imageSizes)[ImageFamily][ImageAspect];

/** Only GPT-image models take `background: "transparent"`. */
export const canBeTransparent = (family: ImageFamily) => family === "gpt-image";
