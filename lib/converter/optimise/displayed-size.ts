import type { Candidate } from "../srcset";

/**
 * The widest an image is shown, in device pixels, at the screens people use: a phone 390 px wide at device
 * pixel ratio 3 and a desktop 1440 px wide at ratio 2. Estimated from the markup (the converter does not lay
 * the page out): the `sizes` attribute, else the `width` attribute (no wider than the screen, as themes cap
 * images at max-width: 100%); null when the markup does not say (CSS backgrounds, no attribute), so the
 * caller keeps its default cap. Limit: CSS that stretches an image past its `width` attribute is not seen.
 */
export const SCREENS = [
  { width: 390, ratio: 3 },
  { width: 1440, ratio: 2 },
] as const;

/** The CSS width `sizes` gives at a viewport width, or null when it cannot be read. */
export function sizesAt(sizes: string, viewport: number): number | null {
  for (const entry of splitEntries(sizes)) {
    const match = /^(.*?)\s*((?:calc\()?[\d.]+(?:px|vw|em|rem)?\)?|auto)$/i.exec(entry);
    if (!match) return null;
    const [, condition, length] = match;
    const applies = condition ? mediaMatches(condition, viewport) : true;
    if (applies === null) return null;
    if (applies) return lengthAt(length, viewport);
  }
  return viewport; // no entry applies: 100vw
}

/** Device pixels: the largest of the screens' widths; null when unknown. */
export function displayedWidth({ sizes, width }: { sizes?: string; width?: string }): number | null {
  if (sizes?.trim()) {
    const widths = SCREENS.map((s) => sizesAt(sizes, s.width));
    if (widths.every((w) => w !== null)) return Math.max(...SCREENS.map((s, i) => widths[i]! * s.ratio));
  }
  const attr = /^\s*(\d+(?:\.\d+)?)(px)?\s*$/.exec(width ?? "");
  if (attr) return Math.max(...SCREENS.map((s) => Math.min(Number(attr[1]), s.width) * s.ratio));
  return null;
}

/** A file used in several places (or by several pages of a site) is sized for its largest use. */
export function mergeWidths(a: number | null | undefined, b: number | null): number | null {
  if (a === undefined) return b;
  return a === null || b === null ? null : Math.max(a, b);
}

/**
 * The one `srcset` candidate to keep: the smallest that still covers the largest displayed width (what a
 * sharp screen would download), else the widest. Null when the candidates have no widths.
 */
export function candidateFor(candidates: Candidate[], largest: number | null): Candidate | null {
  const widths = candidates
    .map((c) => ({ c, w: /^(\d+)w$/i.exec(c.descriptor) }))
    .filter((m) => m.w)
    .map((m) => ({ c: m.c, w: Number(m.w![1]) }))
    .sort((a, b) => a.w - b.w);
  if (!widths.length || largest === null) return null;
  return (widths.find((m) => m.w >= largest) ?? widths[widths.length - 1]).c;
}

function splitEntries(sizes: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < sizes.length; i++) {
    if (sizes[i] === "(") depth++;
    else if (sizes[i] === ")") depth--;
    else if (sizes[i] === "," && depth === 0) {
      entries.push(sizes.slice(from, i).trim());
      from = i + 1;
    }
  }
  entries.push(sizes.slice(from).trim());
  return entries.filter(Boolean);
}

/** (max-width: N px) and (min-width: N px), joined by "and"; anything else is unknown. */
function mediaMatches(condition: string, viewport: number): boolean | null {
  const parts = condition.split(/\s+and\s+/i);
  let result = true;
  for (const part of parts) {
    const m = /^\(\s*(max|min)-width\s*:\s*([\d.]+)(px|em|rem)\s*\)$/i.exec(part.trim());
    if (!m) return null;
    const value = Number(m[2]) * (m[3].toLowerCase() === "px" ? 1 : 16);
    result &&= m[1].toLowerCase() === "max" ? viewport <= value : viewport >= value;
  }
  return result;
}

function lengthAt(length: string, viewport: number): number | null {
  const m = /^([\d.]+)(px|vw|em|rem)?$/i.exec(length.trim());
  if (!m) return null;
  const value = Number(m[1]);
  const unit = (m[2] ?? "px").toLowerCase();
  return unit === "vw" ? (value * viewport) / 100 : unit === "px" ? value : value * 16;
}
