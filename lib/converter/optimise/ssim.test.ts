import { describe, expect, it } from "vitest";
import { ssim } from "./ssim";

function picture(width: number, height: number, noise = 0, seed = 7) {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const value =
        128 + 60 * Math.sin(x / 7) + 40 * Math.cos(y / 5) + (noise ? ((seed % 1000) / 1000 - 0.5) * noise : 0);
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(value)));
    }
  return out;
}

describe("SSIM", () => {
  it("is 1 for the same picture and falls as the picture changes more", () => {
    const a = picture(64, 48);
    expect(ssim(a, a, 64, 48)).toBeCloseTo(1, 10);
    const light = ssim(a, picture(64, 48, 8), 64, 48);
    const heavy = ssim(a, picture(64, 48, 80), 64, 48);
    expect(light).toBeLessThan(1);
    expect(light).toBeGreaterThan(0.95);
    expect(heavy).toBeLessThan(light);
    expect(heavy).toBeLessThan(0.7);
  });

  it("sees structure, not brightness alone: a flat grey is far from a pattern of the same mean", () => {
    const a = picture(32, 32);
    const mean = Math.round(a.reduce((sum, v) => sum + v, 0) / a.length);
    expect(ssim(a, new Uint8Array(a.length).fill(mean), 32, 32)).toBeLessThan(0.2);
  });

  it("compares pictures smaller than one window pixel by pixel", () => {
    expect(ssim(Uint8Array.of(0, 255), Uint8Array.of(0, 255), 2, 1)).toBe(1);
    expect(ssim(Uint8Array.of(0, 255), Uint8Array.of(255, 0), 2, 1)).toBe(0);
  });
});
