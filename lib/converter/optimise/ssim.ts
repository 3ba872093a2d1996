/**
 * Structural similarity (SSIM, Wang et al. 2004) of two grey images of the same size, in 8x8 windows
 * stepped by 4 pixels, averaged: 1 = identical, lower = more visibly different. Self-contained (no imports,
 * no closures) because the worker receives it as source text.
 */
export function ssim(a: Uint8Array, b: Uint8Array, width: number, height: number): number {
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  const size = 8;
  const step = 4;
  let total = 0;
  let windows = 0;
  for (let y = 0; y + size <= height; y += step) {
    for (let x = 0; x + size <= width; x += step) {
      let sa = 0;
      let sb = 0;
      let saa = 0;
      let sbb = 0;
      let sab = 0;
      for (let dy = 0; dy < size; dy++) {
        let i = (y + dy) * width + x;
        for (let dx = 0; dx < size; dx++, i++) {
          const va = a[i];
          const vb = b[i];
          sa += va;
          sb += vb;
          saa += va * va;
          sbb += vb * vb;
          sab += va * vb;
        }
      }
      const n = size * size;
      const ma = sa / n;
      const mb = sb / n;
      const va = saa / n - ma * ma;
      const vb = sbb / n - mb * mb;
      const cov = sab / n - ma * mb;
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      windows++;
    }
  }
  if (windows) return total / windows;
  // Smaller than one window: compare the pixels directly.
  let same = 0;
  for (let i = 0; i < a.length; i++) same += 1 - Math.abs(a[i] - b[i]) / 255;
  return a.length ? same / a.length : 1;
}
