import { parse } from "parse5";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoFiles } from "@/test-support/fakes/photos";
import { converterFixture } from "@/test-support/converter-fixture";
import { openOffline } from "@/test-support/offline-page";
import { convertPage } from "./convert";
import { elements, getAttr } from "./dom";
import { ImageOptimiser, MAX_IMAGE_WIDTH } from "./optimise-images";

const fixture = converterFixture();

/** Each <img>'s embedded file, by id (an image used twice is written once, as a custom property). */
function images(html: string): Record<string, { mime: string; body: Buffer }> {
  const dataUri = /data:([^;,]+);base64,([A-Za-z0-9+/=]+)/;
  const shared = new Map(
    [...html.matchAll(/(--eph-img-\d+):url\("(data:[^"]+)"\)/g)].map((m) => [m[1], dataUri.exec(m[2])!] as const),
  );
  const found: Record<string, { mime: string; body: Buffer }> = {};
  for (const img of elements(parse(html)).filter((e) => e.tagName === "img")) {
    const property = /var\((--eph-img-\d+)\)/.exec(getAttr(img, "style") ?? "")?.[1];
    const match = property ? shared.get(property) : dataUri.exec(getAttr(img, "src") ?? "");
    if (match) found[getAttr(img, "id")!] = { mime: match[1], body: Buffer.from(match[2], "base64") };
  }
  return found;
}

/** Mean difference per channel (0-255) between two images, the second scaled to the first's size. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const { data, info } = await sharp(a).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const other = await sharp(b).resize(info.width, info.height, { fit: "fill" }).removeAlpha().raw().toBuffer();
  let sum = 0;
  for (let i = 0; i < data.length; i++) sum += Math.abs(data[i] - other[i]);
  return sum / data.length;
}

describe("Otimizar imagens", () => {
  it("re-encodes photos as smaller WebP at most 1920 px wide, with the same look", async () => {
    const files = await photoFiles();
    const plain = await convertPage(`${fixture.site.origin}/fotos/`);
    const optimised = await convertPage(`${fixture.site.origin}/fotos/`, { optimizeImages: true });
    const before = images(plain.html);
    const after = images(optimised.html);

    expect(before.paisagem.body.equals(files["/fotos/paisagem.jpg"][0])).toBe(true); // off: untouched
    expect(after.paisagem.mime).toBe("image/webp");
    const meta = await sharp(after.paisagem.body).metadata();
    expect(meta.width).toBe(MAX_IMAGE_WIDTH);
    expect(meta.height).toBe(1280);
    expect(after.paisagem.body.length).toBeLessThan(before.paisagem.body.length * 0.6);
    expect(await difference(after.paisagem.body, before.paisagem.body)).toBeLessThan(3);

    expect(after.retrato.mime).toBe("image/webp");
    expect((await sharp(after.retrato.body).metadata()).width).toBe(900); // never enlarged

    // Small photos, drawings and SVG stay exactly as they were.
    for (const id of ["miniatura", "logo", "icone"]) {
      expect(after[id].mime, id).toBe(before[id].mime);
      expect(after[id].body.equals(before[id].body), id).toBe(true);
    }
    // The CSS background is the same file as the first photo, embedded once.
    expect(optimised.html.match(/data:image\/webp/g)).toHaveLength(2);
    expect(optimised.summary).toMatchObject({ optimised: 2, images: 5 });
    expect(optimised.summary.savedBytes).toBeGreaterThan(0);
    expect(optimised.bytes).toBeLessThan(plain.bytes * 0.6);
  });

  it("every image still decodes in the saved file, opened offline", async () => {
    const { html } = await convertPage(`${fixture.site.origin}/fotos/`, { optimizeImages: true });
    const offline = await openOffline(fixture.browser, html);
    try {
      const decoded = await offline.page.evaluate(async () => {
        await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
        return [...document.images].map((img) => ({ id: img.id, ok: img.complete && img.naturalWidth > 0 }));
      });
      expect(decoded).toEqual(["paisagem", "retrato", "miniatura", "logo", "icone"].map((id) => ({ id, ok: true })));
      const hero = await offline.page
        .locator(".hero")
        .evaluate((element) => getComputedStyle(element).backgroundImage.slice(0, 28));
      expect(hero).toBe('url("data:image/webp;base64,');
      expect(offline.requests).toEqual([]);
      expect(offline.errors).toEqual([]);
    } finally {
      await offline.close();
    }
  });

  it("keeps the original once a conversion's pixel budget is spent, after the deadline, and for what is not a photo", async () => {
    const files = await photoFiles();
    const [jpeg] = files["/fotos/paisagem.jpg"]; // 3.84 megapixels
    const budgeted = new ImageOptimiser(2, undefined, 5_000_000);
    expect((await budgeted.optimise(jpeg, "image/jpeg"))?.mime).toBe("image/webp");
    expect(await budgeted.optimise(jpeg, "image/jpeg")).toBeNull();

    const late = new ImageOptimiser(2, AbortSignal.abort());
    expect(await late.optimise(jpeg, "image/jpeg")).toBeNull();

    const any = new ImageOptimiser(2);
    expect(await any.optimise(jpeg, "image/gif")).toBeNull();
    expect(await any.optimise(files["/fotos/icone.svg"][0], "image/svg+xml")).toBeNull();
    expect(await any.optimise(files["/fotos/miniatura.jpg"][0], "image/jpeg")).toBeNull();
    // A file that says it is a JPEG but is not one stays as it is, without an error.
    expect(await any.optimise(Buffer.alloc(100_000, 7), "image/jpeg")).toBeNull();
  });
});
