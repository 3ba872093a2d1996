import "server-only";
import sharp from "sharp";
import { Semaphore } from "../semaphore";
import { fontCodePoints, subsetFont } from "./font-subset";
import { optimiseImage, MAX_IMAGE_WIDTH } from "./image";
import { countFont, countImage, noSavings, type Savings } from "./report";

export { MAX_IMAGE_WIDTH };
/** Below this a photo is already small: re-encoding saves little and risks its look. */
const MIN_BYTES = 24 * 1024;
/** One photo decoded at once per conversion, at most this many pixels each and in all. */
const MAX_IMAGE_PIXELS = 40_000_000;
export const REQUEST_PIXEL_BUDGET = 150_000_000;
const PER_REQUEST = 2;
/**
 * A worker task (one SSIM, one font) that takes longer is stopped: the file stays as it was. Cutting a 48 kB
 * woff2 takes 1-6 s on a busy 2-core machine (mostly its Brotli), over 10 s at load 25.
 */
const TASK_TIMEOUT_MS = 30_000;

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
  private codePoints: number[] | null = null;
  readonly savings: Savings = noSavings();

  constructor(
    private readonly workers: number,
    signal?: AbortSignal,
    pixelBudget = REQUEST_PIXEL_BUDGET,
  ) {
    instanceSlots ??= new Semaphore(workers);
    this.signal = signal;
    this.pixelsLeft = pixelBudget;
  }

  /**
   * A smaller AVIF or WebP of a photo, at most `largestWidth` device pixels wide (null: unknown, at most
   * MAX_IMAGE_WIDTH), or null to keep the original (icons, SVG, GIF, small or already tight files).
   */
  async optimise(body: Buffer, mime: string, largestWidth: number | null = null): Promise<Optimised | null> {
    if (!/^image\/(jpeg|png|webp)$/.test(mime) || body.length < MIN_BYTES) return null;
    return this.slots.run(() => instanceSlots!.run(() => this.encode(body, largestWidth))).catch(() => null);
  }

  /** The characters the page shows (its text and generated content): fonts are cut to them. */
  useCharacters(characters: Iterable<number>) {
    this.codePoints = fontCodePoints(characters);
  }

  /** The font cut to the page's characters, or null to keep it whole (the report counts fonts that failed). */
  async font(body: Buffer, mime: string): Promise<Optimised | null> {
    if (!this.codePoints || this.signal?.aborted) return null;
    const out = await this.slots.run(() =>
      subsetFont(body, mime, this.codePoints!, { workers: this.workers, timeoutMs: TASK_TIMEOUT_MS }),
    );
    countFont(this.savings, body.length, out);
    return out.body && { body: out.body, mime };
  }

  private async encode(body: Buffer, largestWidth: number | null): Promise<Optimised | null> {
    if (this.signal?.aborted) return null;
    const meta = await sharp(body, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    const pixels = (meta.width ?? 0) * (meta.height ?? 0);
    // Animations and what the budget has no room for stay as they are.
    if (!pixels || (meta.pages ?? 1) > 1 || pixels > this.pixelsLeft) return null;
    this.pixelsLeft -= pixels;
    const out = await optimiseImage(body, largestWidth, {
      maxPixels: MAX_IMAGE_PIXELS,
      workers: this.workers,
      timeoutMs: TASK_TIMEOUT_MS,
      signal: this.signal,
    });
    if (!out) return null;
    countImage(this.savings, body.length, out);
    return { body: out.body, mime: out.mime };
  }
}
