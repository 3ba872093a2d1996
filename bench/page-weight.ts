/**
 * What each public route sends before its first paint, in figures a loaded machine cannot skew: the HTML
 * (bytes and gzip -9), the RSC flight data written into it (the `self.__next_f.push` scripts), the DOM
 * elements a phone-sized Chromium holds once the page has loaded, and the largest paint's element with the
 * resource it needed ("" for text, a data: URI for an image inside the HTML).
 * Usage: npx tsx bench/page-weight.ts BASE_URL [/route ...] (default: every public route).
 */
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { phone } from "../e2e/support/devices";
import { publicRoutes } from "../lib/content/public-routes";

const [base, ...given] = process.argv.slice(2);
if (!base) throw new Error("usage: bench/page-weight.ts BASE_URL [/route ...]");
const routes = given.length > 0 ? given : publicRoutes;
const kb = (n: number) => (n / 1024).toFixed(1);

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  console.log("| route | HTML KB | HTML KB gz | flight data KB (gz) | DOM elements | largest paint |");
  console.log("|---|---|---|---|---|---|");
  for (const route of routes) {
    const html = Buffer.from(await (await fetch(base + route)).arrayBuffer());
    const flight = [...html.toString("utf8").matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)]
      .map(([, body]) => body)
      .join("");
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(base + route, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    const { elements, largest } = await page.evaluate(async () => {
      type Entry = PerformanceEntry & { url: string; element: Element | null };
      const entries = await new Promise<Entry[]>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries() as Entry[])).observe({
          type: "largest-contentful-paint",
          buffered: true,
        });
        setTimeout(() => resolve([]), 2000);
      });
      const last = entries.at(-1);
      const what = last?.element
        ? `<${last.element.tagName.toLowerCase()}> ${(last.element.textContent ?? "").trim().slice(0, 40)}`
        : "none";
      return {
        elements: document.getElementsByTagName("*").length,
        largest: `${what}${last?.url ? ` (${last.url.slice(0, 30)})` : ""}`,
      };
    });
    const gz = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
    console.log(
      `| ${route} | ${kb(html.length)} | ${kb(gz(html))} | ${kb(flight.length)} (${kb(gz(flight))}) | ${elements} | ${largest} |`,
    );
    await context.close();
  }
  await browser.close();
}

void main();
