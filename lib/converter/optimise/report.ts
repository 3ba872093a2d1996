import type { OptimisedImage } from "./image";
import { noMarkupSavings, type MarkupSavings } from "./markup";

/** What each step of "Otimizar imagens" saved, in bytes of the files (before base64). */
export type Savings = {
  /** Images larger than the largest box the page shows them in, resized to it. */
  resized: { count: number; bytes: number };
  /** Images re-encoded in a smaller format (bytes beyond what resizing alone saved). */
  formats: { avif: number; webp: number; lossless: number; bytes: number };
  /** Fonts cut to the characters the page uses, and those left whole because they could not be cut. */
  fonts: { subset: number; bytes: number; failed: number };
  /** The markup's minification (bytes of the saved file, not counted in savedBytes, which is the files'). */
  markup: MarkupSavings;
};

export const noSavings = (): Savings => ({
  resized: { count: 0, bytes: 0 },
  formats: { avif: 0, webp: 0, lossless: 0, bytes: 0 },
  fonts: { subset: 0, bytes: 0, failed: 0 },
  markup: noMarkupSavings(),
});

/**
 * Counts one image. What resizing saved is estimated in proportion to the pixels removed (the original
 * format is never encoded at the new size, to save the time); the rest of the saving is the format's.
 */
export function countImage(savings: Savings, before: number, image: OptimisedImage) {
  const saved = before - image.body.length;
  const resized = image.pixelsAfter < image.pixelsBefore;
  const byResize = resized ? Math.min(saved, Math.round(before * (1 - image.pixelsAfter / image.pixelsBefore))) : 0;
  if (resized) {
    savings.resized.count++;
    savings.resized.bytes += byResize;
  }
  savings.formats[image.format === "webp-lossless" ? "lossless" : image.format]++;
  savings.formats.bytes += saved - byResize;
}

export function countFont(savings: Savings, before: number, after: { body: Buffer | null; failed: boolean }) {
  if (after.failed) savings.fonts.failed++;
  if (!after.body) return;
  savings.fonts.subset++;
  savings.fonts.bytes += before - after.body.length;
}

/** A site's report: the sum of its pages'. */
export function addSavings(into: Savings, other: Savings): Savings {
  into.resized.count += other.resized.count;
  into.resized.bytes += other.resized.bytes;
  for (const key of ["avif", "webp", "lossless", "bytes"] as const) into.formats[key] += other.formats[key];
  for (const key of ["subset", "bytes", "failed"] as const) into.fonts[key] += other.fonts[key];
  into.markup.classes += other.markup.classes;
  into.markup.dataAttributes += other.markup.dataAttributes;
  into.markup.styles.count += other.markup.styles.count;
  into.markup.styles.bytes += other.markup.styles.bytes;
  return into;
}
