import "server-only";
import sharp from "sharp";
import { Semaphore } from "./semaphore";

/** Wide enough for a full-width image on a 1920 px screen; a larger photo is only ever shown scaled down. */
export const MAX_IMAGE_WIDTH = 1920;
/** Below this a photo is already small: re-encoding saves little and risks its look. */
const MIN_BYTES = 24 * 1024;
/** Only when the new file is clearly smaller (otherwise the original, untouched). */
const MIN_SAVING = 0.9;
/** One photo decoded at once per conversion, at most this many pixels each and in all. */
const MAX_IMAGE_PIXELS = 40_000_000;
export const REQUEST_PIXEL_BUDGET = 150_000_000;
const PER_REQUEST = 2;

// libvips works on libuv's thread pool, never on the event loop; one thread per image, and few images at once
// per instance, so the pool (4 threads, shared with DNS look-ups and file reads) always has room left.
sharp.concurrency(1);
sharp.cache(false);
let instanceSlots: Semaphore | undefined;

export type Optimised = { body: Buffer; mime: string };

/** The per-conversion side of the budget: what one page may ask of the instance's image workers. */
export class ImageOptimiser {
  private readonly slots = new Semaphore(PER_REQUEST);
  private pixelsLeft: number;
  private readonly signal?: AbortSignal;

  constructor(workers: number, signal?: AbortSignal, pixelBudget = REQUEST_PIXEL_BUDGET) {
    instanceSlots ??= new Semaphore(workers);
    this.signal = signal;
    this.pixelsLeft = pixelBudget;
  }

  /** A smaller WebP of a photo, or null to keep the original (icons, SVG, GIF, small or already tight files). */
  async optimise(body: Buffer, mime: string): Promise<Optimised | null> {
    if (!/^image\/(jpeg|png|webp)$/.test(mime) || body.length < MIN_BYTES) return null;
    return this.slots.run(() => instanceSlots!.run(() => this.encode(body, mime))).catch(() => null);
  }

  private async encode(body: Buffer, mime: string): Promise<Optimised | null> {
    if (this.signal?.aborted) return null;
    const meta = await sharp(body, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    const pixels = (meta.width ?? 0) * (meta.height ?? 0);
    // Animations and what the budget has no room for stay as they are.
    if (!pixels || (meta.pages ?? 1) > 1 || pixels > this.pixelsLeft) return null;
    this.pixelsLeft -= pixels;
    // Drawings (a palette, or transparency: logos, icons, illustrations) keep every pixel; photos go lossy.
    const drawing = mime === "image/png" && (meta.hasAlpha || meta.isPalette === true || (meta.bitsPerSample ?? 8) < 8);
    const image = sharp(body, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp(drawing ? { lossless: true, effort: 4 } : { quality: 82, smartSubsample: true, effort: 4 });
    const out = await image.toBuffer();
    return out.length < body.length * MIN_SAVING ? { body: out, mime: "image/webp" } : null;
  }
}
