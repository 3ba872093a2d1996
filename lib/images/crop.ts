import "server-only";
import sharp from "sharp";
import type { ImageAspect } from "@/lib/validation/image";
import { cropSize } from "./sizes";

/** Bounded like the answer itself (IMAGE_MAX_BASE64): no provider image is larger than this. */
const MAX_PIXELS = 4096 * 4096;

/**
 * The provider's image cut to exactly `aspect`, keeping what draws the eye (sharp's attention strategy), in
 * the format it came in (a transparent PNG stays one). An image already in proportion is returned as is.
 * sharp works on libuv's thread pool, so the event loop stays free.
 */
export async function cropToAspect(
  dataUrl: string,
  aspect: ImageAspect,
): Promise<{ image: string; width: number; height: number }> {
  const comma = dataUrl.indexOf(",");
  const input = Buffer.from(dataUrl.slice(comma + 1), "base64");
  const image = sharp(input, { limitInputPixels: MAX_PIXELS });
  const { width, height, format } = await image.metadata();
  const target = cropSize(aspect, width, height);
  // Already in proportion, or too small to cut (a few pixels): as it came.
  if (target.width === 0 || (target.width === width && target.height === height))
    return { image: dataUrl, width, height };
  const output = await image
    .resize(target.width, target.height, { fit: "cover", position: sharp.strategy.attention })
    .toFormat(format === "jpeg" || format === "webp" ? format : "png")
    .toBuffer();
  return { image: `${dataUrl.slice(0, comma + 1)}${output.toString("base64")}`, ...target };
}
