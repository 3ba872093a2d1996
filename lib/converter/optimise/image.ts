import "server-only";
import sharp from "sharp";
import { inWorker } from "./worker";

/**
 * The smallest file that still looks the same at the size the page shows it: resized to the largest box the
 * page draws it in (never enlarged), then AVIF or WebP, whichever is smaller at a quality whose SSIM against
 * the resized original stays at or above SSIM_THRESHOLD (luma as seen over a white page, and the alpha channel
 * when the image uses transparency; lossless WebP when that is smaller or nothing lossy passes). Drawings (a
 * palette, fewer than 8 bits) stay lossless (WebP lossless). Null: keep the original (never a larger file).
 */
export const SSIM_THRESHOLD = 0.98;
/** When the page gives no size for an image (CSS backgrounds, no `sizes`): as wide as a 1920 px screen. */
export const MAX_IMAGE_WIDTH = 1920;
/** Only when the new file is clearly smaller (otherwise the original, untouched). */
const MIN_SAVING = 0.9;
/**
 * Qualities tried, best first; the lowest that keeps the look is taken (binary search: 2-3 encodings per
 * format). AVIF at effort 1: effort 3 saved 2% more for 3-6 times the time (measured on the real pages'
 * screenshots: 1.8 s against 5-11 s for a 1358x625 image on this loaded 2-core machine).
 */
const LADDERS = {
  avif: [72, 62, 52, 42, 32],
  webp: [90, 82, 74, 66],
} as const;

export type ImageFormat = keyof typeof LADDERS | "webp-lossless";

export type OptimisedImage = {
  body: Buffer;
  mime: string;
  format: ImageFormat;
  /** Pixels before and after resizing (equal when the file was not larger than its box). */
  pixelsBefore: number;
  pixelsAfter: number;
  quality?: number;
  ssim?: number;
};

export type ImageLimits = { maxPixels: number; workers: number; timeoutMs: number; signal?: AbortSignal };

/**
 * `largestWidth`: the widest the page shows the image, in device pixels (null = unknown). For a whole site,
 * merge the widths of every page first (`mergeWidths`) and call this once per file.
 */
export async function optimiseImage(
  body: Buffer,
  largestWidth: number | null,
  limits: ImageLimits,
): Promise<OptimisedImage | null> {
  const input = () => sharp(body, { limitInputPixels: limits.maxPixels }).rotate();
  const meta = await sharp(body, { limitInputPixels: limits.maxPixels }).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height || (meta.pages ?? 1) > 1) return null;
  const target = Math.max(1, Math.min(width, Math.round(largestWidth ?? MAX_IMAGE_WIDTH)));
  const sized = target < width ? { width: target } : undefined;
  const targetHeight = sized ? Math.max(1, Math.round((height * target) / width)) : height;
  const result = { pixelsBefore: width * height, pixelsAfter: target * targetHeight };

  // Palettes and low bit depths (logos, icons, drawings) stay lossless.
  const lossless = async () => {
    const out = await input().resize(sized).webp({ lossless: true, effort: 4 }).toBuffer();
    return { body: out, mime: "image/webp", format: "webp-lossless", ...result } satisfies OptimisedImage;
  };
  if (meta.isPalette === true || (meta.bitsPerSample ?? 8) < 8) {
    const out = await lossless();
    return out.body.length < body.length * MIN_SAVING ? out : null;
  }
  // Transparency that is really used (a photo cut out, say) goes lossy too, with its alpha channel, and must
  // keep the look of both: the picture as seen over a white page and the transparency itself.
  const alpha = meta.hasAlpha === true && !(await sharp(body, { limitInputPixels: limits.maxPixels }).stats()).isOpaque;

  const pixels = input().resize(sized);
  const { data: rgb, info } = await (alpha ? pixels.ensureAlpha() : pixels.removeAlpha())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const views = async (file: Buffer | typeof rgb, from?: typeof raw) => {
    const image = () => sharp(file, from);
    const seen = await image().flatten({ background: "#ffffff" }).greyscale().raw().toBuffer();
    return alpha ? [seen, await image().ensureAlpha().extractChannel(3).raw().toBuffer()] : [seen];
  };
  const reference = await views(rgb, raw);
  const encode = (format: keyof typeof LADDERS, quality: number) =>
    format === "avif"
      ? sharp(rgb, raw).avif({ quality, effort: 1 }).toBuffer()
      : sharp(rgb, raw).webp({ quality, smartSubsample: true, effort: 4 }).toBuffer();
  /** The lowest SSIM of the views (luma over white; alpha), each against the display-size original. */
  const score = async (file: Buffer) => {
    const seen = await views(file);
    const values = await Promise.all(
      seen.map((b, i) => inWorker("ssim", { a: reference[i], b, width: info.width, height: info.height }, limits)),
    );
    return Math.min(...values);
  };

  let best: OptimisedImage | null = null;
  for (const format of ["avif", "webp"] as const) {
    // WebP at its lowest quality already larger than the AVIF that keeps the look: no WebP can win.
    const floor = LADDERS[format].at(-1)!;
    if (best && (limits.signal?.aborted || (await encode(format, floor)).length >= best.body.length)) continue;
    const found = await lowestPassing(LADDERS[format], async (quality) => {
      // Past the conversion's deadline nothing more is encoded; the best step found so far stands.
      if (limits.signal?.aborted) return null;
      const file = await encode(format, quality);
      const value = await score(file);
      return value >= SSIM_THRESHOLD ? { file, value } : null;
    });
    if (found && (!best || found.pass.file.length < best.body.length)) {
      const mime = `image/${format}`;
      best = { body: found.pass.file, mime, format, quality: found.quality, ssim: found.pass.value, ...result };
    }
  }
  // With transparency, lossless WebP keeps every pixel: taken when no lossy step keeps the look, or is smaller.
  if (alpha && !limits.signal?.aborted) {
    const exact = await lossless();
    if (!best || exact.body.length < best.body.length) best = exact;
  }
  return best && best.body.length < body.length * MIN_SAVING ? best : null;
}

/** Binary search along a ladder ordered from best to smallest: the last step that still passes. */
export async function lowestPassing<T>(
  ladder: readonly number[],
  test: (quality: number) => Promise<T | null>,
): Promise<{ quality: number; pass: T } | null> {
  let low = 0;
  let high = ladder.length - 1;
  let found: { quality: number; pass: T } | null = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const pass = await test(ladder[middle]);
    if (pass) {
      found = { quality: ladder[middle], pass };
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
