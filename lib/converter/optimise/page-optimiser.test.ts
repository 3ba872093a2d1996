import { parse } from "parse5";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoFiles } from "@/test-support/fakes/photos";
import { converterFixture } from "@/test-support/converter-fixture";
import { openOffline } from "@/test-support/offline-page";
import { convertPage } from "../convert";
import type { Browser } from "@playwright/test";
import { elements, getAttr } from "../dom";
import { ImageOptimiser, MAX_IMAGE_WIDTH } from "./page-optimiser";

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
  it("re-encodes photos as smaller AVIF or WebP at most 1920 px wide when the page gives no size, with the same look", async () => {
    const files = await photoFiles();
    const plain = await convertPage(`${fixture.site.origin}/fotos/`);
    const optimised = await convertPage(`${fixture.site.origin}/fotos/`, { optimizeImages: true });
    const before = images(plain.html);
    const after = images(optimised.html);

    expect(before.paisagem.body.equals(files["/fotos/paisagem.jpg"][0])).toBe(true); // off: untouched
    expect(after.paisagem.mime).toMatch(/^image\/(avif|webp)$/);
    const meta = await sharp(after.paisagem.body).metadata();
    expect(meta.width).toBe(MAX_IMAGE_WIDTH);
    expect(meta.height).toBe(1280);
    expect(after.paisagem.body.length).toBeLessThan(before.paisagem.body.length * 0.6);
    expect(await difference(after.paisagem.body, before.paisagem.body)).toBeLessThan(3);

    expect(after.retrato.mime).toMatch(/^image\/(avif|webp)$/);
    expect((await sharp(after.retrato.body).metadata()).width).toBe(900); // never enlarged

    // Small photos, drawings and SVG stay exactly as they were.
    for (const id of ["miniatura", "logo", "icone"]) {
      expect(after[id].mime, id).toBe(before[id].mime);
      expect(after[id].body.equals(before[id].body), id).toBe(true);
    }
    // The CSS background is the same file as the first photo, embedded once.
    expect(optimised.html.match(/data:image\/(avif|webp)/g)).toHaveLength(2);
    expect(optimised.summary).toMatchObject({ optimised: 2, images: 5 });
    expect(optimised.summary.savedBytes).toBeGreaterThan(0);
    expect(optimised.bytes).toBeLessThan(plain.bytes * 0.6);
  }, 90_000);

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
      expect(hero).toMatch(/^url\("data:image\/(avif|webp);base64,/);
      expect(offline.requests).toEqual([]);
      expect(offline.errors).toEqual([]);
    } finally {
      await offline.close();
    }
  }, 90_000);

  it("keeps the original once a conversion's pixel budget is spent, after the deadline, and for what is not a photo", async () => {
    const files = await photoFiles();
    const [jpeg] = files["/fotos/paisagem.jpg"]; // 3.84 megapixels
    const budgeted = new ImageOptimiser(2, undefined, 5_000_000);
    expect((await budgeted.optimise(jpeg, "image/jpeg"))?.mime).toMatch(/^image\/(avif|webp)$/);
    expect(await budgeted.optimise(jpeg, "image/jpeg")).toBeNull();

    const late = new ImageOptimiser(2, AbortSignal.abort());
    expect(await late.optimise(jpeg, "image/jpeg")).toBeNull();

    const any = new ImageOptimiser(2);
    expect(await any.optimise(jpeg, "image/gif")).toBeNull();
    expect(await any.optimise(files["/fotos/icone.svg"][0], "image/svg+xml")).toBeNull();
    expect(await any.optimise(files["/fotos/miniatura.jpg"][0], "image/jpeg")).toBeNull();
    // A file that says it is a JPEG but is not one stays as it is, without an error.
    expect(await any.optimise(Buffer.alloc(100_000, 7), "image/jpeg")).toBeNull();
  }, 90_000);

  it("keeps the srcset candidate the page shows, sends the screenshot lossy and cuts the font, and says what each saved", async () => {
    const plain = await convertPage(`${fixture.site.origin}/otimizar/`);
    const { html, summary } = await convertPage(`${fixture.site.origin}/otimizar/`, { optimizeImages: true });
    const before = images(plain.html);
    const after = images(html);
    // Shown at most 600 px wide: 1200 device pixels on a desktop at ratio 2, so the 1200w file, not the 2400w.
    expect((await sharp(before.foto.body).metadata()).width).toBe(1200);
    expect((await sharp(after.foto.body).metadata()).width).toBe(1200);
    expect(after.foto.mime).toMatch(/^image\/(avif|webp)$/);
    expect(after.tela.mime).toMatch(/^image\/(avif|webp)$/); // an opaque RGBA screenshot: lossy
    expect(after.tela.body.length).toBeLessThan(before.tela.body.length / 3);
    // Two weights of one file: written once, and cut to the page's characters.
    expect(html.match(/data:font\/woff2;base64,/g)).toHaveLength(1);
    expect(html).toMatch(/font-weight:400 700/);
    expect(summary.savings.fonts).toMatchObject({ subset: 1, failed: 0 });
    expect(summary.savings.fonts.bytes).toBeGreaterThan(10_000);
    expect(summary.savings.formats.avif + summary.savings.formats.webp).toBe(3);
    expect(summary.savedBytes).toBe(
      summary.savings.resized.bytes + summary.savings.formats.bytes + summary.savings.fonts.bytes,
    );
    expect(html.length).toBeLessThan(plain.html.length / 3);
  }, 90_000);

  it("sizes a page's icons for a tab (64 px) and a home screen (180 px)", async () => {
    const { html } = await convertPage(`${fixture.site.origin}/icones/`, { optimizeImages: true });
    const icon = (rel: string) =>
      Buffer.from(new RegExp(`<link rel=${rel} href="?data:[^;]+;base64,([A-Za-z0-9+/=]+)`).exec(html)![1], "base64");
    expect((await sharp(icon("icon")).metadata()).width).toBe(64);
    expect((await sharp(icon("apple-touch-icon")).metadata()).width).toBe(180);
  }, 90_000);

  it("the first screen looks the same at 1440 and 390 px: pixels within 0.01, every glyph in its own font", async () => {
    const plain = await convertPage(`${fixture.site.origin}/otimizar/`);
    const optimised = await convertPage(`${fixture.site.origin}/otimizar/`, { optimizeImages: true });
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const a = await firstScreen(fixture.browser, plain.html, viewport);
      const b = await firstScreen(fixture.browser, optimised.html, viewport);
      expect(b.decoded, `${viewport.width}`).toEqual([true, true]);
      expect(b.font, `${viewport.width}`).toBe(true);
      // Text laid out exactly as with the whole font: a missing glyph would fall back to monospace.
      expect(b.textWidths, `${viewport.width}`).toEqual(a.textWidths);
      expect(await meanDifference(a.png, b.png), `${viewport.width}`).toBeLessThanOrEqual(0.01);
    }
  }, 90_000);
});

/** The saved file opened offline at a viewport: a screenshot, whether images decode, the text's widths. */
async function firstScreen(browser: Browser, html: string, viewport: { width: number; height: number }) {
  const offline = await openOffline(browser, html, viewport);
  try {
    const state = await offline.page.evaluate(async () => {
      await document.fonts.ready;
      const decoded = await Promise.all(
        [...document.images].map((img) =>
          img.decode().then(
            () => img.naturalWidth > 0,
            () => false,
          ),
        ),
      );
      const textWidths = [...document.querySelectorAll("h1, p")].map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return Math.round(range.getBoundingClientRect().width * 100) / 100;
      });
      return { decoded, textWidths, font: document.fonts.check("700 16px Texto", "AÇÃO") };
    });
    return { ...state, png: await offline.page.screenshot() };
  } finally {
    await offline.close();
  }
}

/** Mean absolute difference of two screenshots, 0 (same) to 1 (opposite). */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const x = await sharp(a).removeAlpha().raw().toBuffer();
  const y = await sharp(b).removeAlpha().raw().toBuffer();
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length / 255;
}
