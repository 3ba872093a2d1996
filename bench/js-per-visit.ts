/**
 * JavaScript downloaded during a visit, prefetches included: a phone-sized Chromium opens each route,
 * scrolls to the bottom (links that come into view may be prefetched), waits for the network to settle
 * and records every script it fetched. Sizes are gzip -9 of each distinct script, as first-load-js.sh
 * counts them. Usage: npx tsx bench/js-per-visit.ts BASE_URL [/route ...] (default: every public route).
 */
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { phone } from "../e2e/support/devices";
import { publicRoutes } from "../lib/content/public-routes";

const [base, ...given] = process.argv.slice(2);
if (!base) throw new Error("usage: bench/js-per-visit.ts BASE_URL [/route ...]");
const routes = given.length > 0 ? given : publicRoutes;

const sizes = new Map<string, number>();

async function gzipSize(url: string): Promise<number> {
  const cached = sizes.get(url);
  if (cached !== undefined) return cached;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  sizes.set(url, size);
  return size;
}

async function main() {
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
console.log("| route | JS downloaded (KB gz) | scripts | of which after load (prefetch, lazy) |");
console.log("|---|---|---|---|");
for (const route of routes) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const scripts = new Set<string>();
  const late = new Set<string>();
  let loaded = false;
  page.on("request", (request) => {
    if (request.resourceType() !== "script" && !request.url().endsWith(".js")) return;
    scripts.add(request.url());
    if (loaded) late.add(request.url());
  });
  await page.goto(base + route, { waitUntil: "load" });
  loaded = true;
  for (let y = 0; y < 30; y++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(250);
    if (done) break;
  }
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  let total = 0;
  let lateTotal = 0;
  for (const url of scripts) {
    const size = await gzipSize(url);
    total += size;
    if (late.has(url)) lateTotal += size;
  }
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(`| ${route} | ${kb(total)} | ${scripts.size} | ${kb(lateTotal)} |`);
  await context.close();
}
await browser.close();
}

void main();
