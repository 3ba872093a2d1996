import "server-only";
import { inWorker } from "./worker";

export type SubsetLimits = { workers: number; timeoutMs: number };
export type Axes = Record<string, number | { min: number; max: number }>;

/**
 * The code points a page's fonts must keep: every character of its text and generated content, in both
 * cases (CSS may uppercase it), and printable ASCII (what a visitor types into a form of the saved file).
 * For a whole site, pass the union of every page's characters (`new Set([...a, ...b])`).
 */
export function fontCodePoints(characters: Iterable<number>): number[] {
  const out = new Set<number>();
  for (let c = 0x20; c < 0x7f; c++) out.add(c);
  for (const c of characters) {
    out.add(c);
    const char = String.fromCodePoint(c);
    for (const variant of [char.toUpperCase(), char.toLowerCase()])
      if ([...variant].length === 1) out.add(variant.codePointAt(0)!);
  }
  return [...out].filter((c) => c >= 0x20 && (c < 0xd800 || c > 0xdfff)).sort((a, b) => a - b);
}

const subsettable = /^font\/(woff2?|ttf|otf|sfnt)$|^application\/(font-woff2?|x-font-(ttf|otf)|font-sfnt)$/;

/**
 * The font cut down to `codePoints` with harfbuzz (subset-font, in a worker, stopped at the time cap), in its
 * own format, keeping every variation axis unless `axes` pins or narrows some. `body` null keeps the whole
 * font: a format harfbuzz cannot read (EOT, SVG fonts), a cut that saves nothing, or (`failed`) a font it
 * fails on or that takes longer than the cap.
 */
export async function subsetFont(
  body: Buffer,
  mime: string,
  codePoints: number[],
  limits: SubsetLimits,
  axes?: Axes,
): Promise<{ body: Buffer | null; failed: boolean }> {
  if (!subsettable.test(mime)) return { body: null, failed: false };
  try {
    const out = Buffer.from(await inWorker("subset", { font: body, codePoints, axes }, limits));
    if (!out.length) return { body: null, failed: true };
    return { body: out.length < body.length ? out : null, failed: false };
  } catch {
    return { body: null, failed: true };
  }
}
