import type { Browser } from "@playwright/test";
import sharp from "sharp";

/** The first screen at a viewport, as Chromium draws a live address or a saved file's markup. */
export async function screenshot(
  browser: Browser,
  target: { url: string } | { html: string },
  viewport = { width: 1280, height: 800 },
): Promise<Buffer> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if ("url" in target) await page.goto(target.url, { waitUntil: "load" });
  else await page.setContent(target.html, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  // Transitions and lazy decoding settle.
  await page.waitForTimeout(300);
  const shot = await page.screenshot();
  await context.close();
  return shot;
}

/** Mean absolute difference of two screenshots of one size: 0 = identical, 1 = opposite. */
export async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length / 255;
}
