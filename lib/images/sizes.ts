import type { ImageAspect } from "@/lib/validation/image";

/** Unknown names (OpenAI-compatible servers) get the DALL-E shape, which is what those servers implement. */
export type ImageFamily = "gpt-image" | "dall-e";

export function imageFamily(model: string): ImageFamily {
  return /^(gpt-image|chatgpt-image)/i.test(model) ? "gpt-image" : "dall-e";
}

/**
 * The one table from proportion to the size the provider is asked for. Neither family has a 4:5, 9:16 or
 * 16:9 size, so those get the family's nearest one, and the server cuts the exact proportion out of it
 * (lib/images/crop.ts): the visitor gets `deliveredSize`.
 */
export const imageSizes = {
  "gpt-image": { "1:1": "1024x1024", "4:5": "1024x1536", "9:16": "1024x1536", "16:9": "1536x1024" },
  "dall-e": { "1:1": "1024x1024", "4:5": "1024x1792", "9:16": "1024x1792", "16:9": "1792x1024" },
} as const satisfies Record<ImageFamily, Record<ImageAspect, string>>;

export type ImageSize = (typeof imageSizes)[ImageFamily][ImageAspect];

/** The largest width x height of exactly `aspect` that fits in an image of `width` x `height` pixels. */
export function cropSize(aspect: ImageAspect, width: number, height: number): { width: number; height: number } {
  const [a, b] = aspect.split(":").map(Number);
  const k = Math.floor(Math.min(width / a, height / b));
  return { width: k * a, height: k * b };
}

/** What the visitor downloads for `aspect`: "1024x1280" for 4:5 out of GPT-image's 1024x1536. */
export function deliveredSize(family: ImageFamily, aspect: ImageAspect): string {
  const [width, height] = imageSizes[family][aspect].split("x").map(Number);
  const size = cropSize(aspect, width, height);
  return `${size.width}x${size.height}`;
}

/** Only GPT-image models take `background: "transparent"`. */
export const canBeTransparent = (family: ImageFamily) => family === "gpt-image";
