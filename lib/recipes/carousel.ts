/** SPEC: the featured carousel advances every 5 seconds and wraps; previous wraps to the last. */
export const CAROUSEL_INTERVAL_MS = 5000;

export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

export function previousSlide(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}
