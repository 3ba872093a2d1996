import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoFiles } from "@/test-support/fakes/photos";
import { lowestPassing, optimiseImage, SSIM_THRESHOLD } from "./image";
import { ssim } from "./ssim";

const limits = { maxPixels: 40_000_000, workers: 2, timeoutMs: 20_000 };

/**
 * SSIM of the result against the original scaled to the result's size, as seen over a white page, measured
 * here, not taken on trust.
 */
async function look(original: Buffer, result: Buffer) {
  const seen = (file: Buffer) => sharp(file).flatten({ background: "#ffffff" }).greyscale();
  const { data, info } = await seen(result).raw().toBuffer({ resolveWithObject: true });
  const scaled = await sharp(original).resize(info.width, info.height, { fit: "fill" }).png().toBuffer();
  const reference = await seen(scaled).raw().toBuffer();
  return ssim(reference, data, info.width, info.height);
}

/** The same, of the alpha channel (how much of the page shows through). */
async function alphaLook(original: Buffer, result: Buffer) {
  const { data, info } = await sharp(result)
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const reference = await sharp(original)
    .ensureAlpha()
    .resize(info.width, info.height, { fit: "fill" })
    .extractChannel(3)
    .raw()
    .toBuffer();
  return ssim(reference, data, info.width, info.height);
}

/** A screenshot as sites upload them: an RGBA PNG whose every pixel is opaque (text, flat colours, a photo). */
async function screenshot(): Promise<Buffer> {
  const rows = Array.from(
    { length: 30 },
    (_, i) =>
      `<text x="40" y="${60 + i * 20}" font-size="14" fill="#223">Linha ${i} do relatório, com números 12345</text>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="700"><rect width="1200" height="700" fill="#f4f6fb"/><rect x="700" y="60" width="440" height="580" fill="#38a"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).ensureAlpha().png({ compressionLevel: 6 }).toBuffer();
}

describe("the smaller format at the same look", () => {
  it("resizes a photo to the widest it is shown, and picks AVIF or WebP at SSIM >= the threshold", async () => {
    const [jpeg] = (await photoFiles())["/fotos/paisagem.jpg"]; // 2400 x 1600
    const out = (await optimiseImage(jpeg, 800, limits))!;
    expect(["avif", "webp"]).toContain(out.format);
    expect(out.mime).toBe(`image/${out.format}`);
    const meta = await sharp(out.body).metadata();
    expect([meta.width, meta.height]).toEqual([800, 533]);
    expect(out).toMatchObject({ pixelsBefore: 2400 * 1600, pixelsAfter: 800 * 533 });
    expect(out.ssim).toBeGreaterThanOrEqual(SSIM_THRESHOLD);
    expect(await look(jpeg, out.body)).toBeGreaterThanOrEqual(SSIM_THRESHOLD - 0.005);
    expect(out.body.length).toBeLessThan(jpeg.length / 10);
  }, 60_000);

  it("never enlarges: a box wider than the file keeps the file's size", async () => {
    const [jpeg] = (await photoFiles())["/fotos/retrato.jpg"]; // 900 x 1200
    const out = (await optimiseImage(jpeg, 2880, limits))!;
    expect((await sharp(out.body).metadata()).width).toBe(900);
    expect(out.pixelsAfter).toBe(out.pixelsBefore);
  }, 60_000);

  it("an opaque RGBA screenshot goes lossy; transparency is kept; palettes stay lossless", async () => {
    const png = await screenshot();
    const shot = (await optimiseImage(png, null, limits))!;
    expect(["avif", "webp"]).toContain(shot.format);
    expect(await look(png, shot.body)).toBeGreaterThanOrEqual(SSIM_THRESHOLD - 0.005);
    expect(shot.body.length).toBeLessThan(png.length / 2);

    // The same picture with a see-through corner: it looks the same and the corner stays see-through.
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    for (let y = 0; y < 100; y++) for (let x = 0; x < 100; x++) data[(y * info.width + x) * 4 + 3] = 0;
    const cut = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .png()
      .toBuffer();
    const kept = (await optimiseImage(cut, null, limits))!;
    expect(await look(cut, kept.body)).toBeGreaterThanOrEqual(SSIM_THRESHOLD - 0.005);
    expect(await alphaLook(cut, kept.body)).toBeGreaterThanOrEqual(SSIM_THRESHOLD - 0.005);
    const corner = await sharp(kept.body)
      .ensureAlpha()
      .extractChannel(3)
      .extract({ left: 0, top: 0, width: 80, height: 80 })
      .raw()
      .toBuffer();
    expect(corner.reduce((sum, value) => sum + value, 0) / corner.length).toBeLessThan(8);
    // A palette PNG: lossless WebP only if that is clearly smaller, else kept as it is.
    const [logo] = (await photoFiles())["/fotos/logo.png"];
    expect((await optimiseImage(logo, null, limits))?.format ?? "kept").toMatch(/^(webp-lossless|kept)$/);
  }, 60_000);

  it("a large photo cut out on transparency, shown small: encoded lossy at its display size, alpha and look kept", async () => {
    // A 2400x1600 photo as a PNG with an oval cut-out and a soft edge, as themes upload their hero figures.
    const [jpeg] = (await photoFiles())["/fotos/paisagem.jpg"];
    const mask = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><defs><filter id="f"><feGaussianBlur stdDeviation="30"/></filter></defs>
<rect width="2400" height="1600"/><ellipse cx="1200" cy="800" rx="1000" ry="700" fill="#fff" filter="url(#f)"/></svg>`),
    )
      .extractChannel(0)
      .raw()
      .toBuffer();
    const cutOut = await sharp(jpeg)
      .joinChannel(mask, { raw: { width: 2400, height: 1600, channels: 1 } })
      .png()
      .toBuffer();
    const out = (await optimiseImage(cutOut, 600, limits))!;
    expect(["avif", "webp"]).toContain(out.format);
    const meta = await sharp(out.body).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([600, 400, true]);
    expect(out.ssim).toBeGreaterThanOrEqual(SSIM_THRESHOLD);
    expect(await look(cutOut, out.body)).toBeGreaterThanOrEqual(SSIM_THRESHOLD - 0.005);
    expect(await alphaLook(cutOut, out.body)).toBeGreaterThanOrEqual(SSIM_THRESHOLD - 0.005);
    // Smaller than the lossless WebP the page had before, at the same display size.
    const lossless = await sharp(cutOut).resize(600).webp({ lossless: true, effort: 4 }).toBuffer();
    expect(out.body.length).toBeLessThan(lossless.length / 2);
  }, 60_000);

  it("past the conversion's deadline, stops encoding and keeps the best step found so far", async () => {
    const [jpeg] = (await photoFiles())["/fotos/paisagem.jpg"];
    let reads = 0;
    // The deadline passes right after the first encoding.
    const signal = {
      get aborted() {
        return ++reads > 1;
      },
    } as AbortSignal;
    const out = (await optimiseImage(jpeg, 800, { ...limits, signal }))!;
    expect(out.format).toBe("avif");
    expect(out.quality).toBe(52); // the middle of the ladder, the one step tried
    expect(out.ssim).toBeGreaterThanOrEqual(SSIM_THRESHOLD);
  }, 60_000);

  it("refuses what is over the pixel limit, as before", async () => {
    const [jpeg] = (await photoFiles())["/fotos/paisagem.jpg"];
    await expect(optimiseImage(jpeg, null, { ...limits, maxPixels: 1_000_000 })).rejects.toThrow(/pixel limit/i);
  });

  it("searches the quality ladder for the last step that passes", async () => {
    const tried: number[] = [];
    const found = await lowestPassing([90, 80, 70, 60, 50, 40], async (q) => {
      tried.push(q);
      return q >= 60 ? `q${q}` : null;
    });
    expect(found).toEqual({ quality: 60, pass: "q60" });
    expect(tried.length).toBeLessThanOrEqual(3);
    expect(await lowestPassing([90, 80], async () => null)).toBeNull();
  });
});
