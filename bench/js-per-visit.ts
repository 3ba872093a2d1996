/**
 * JavaScript downloaded during a visit, prefetches included: a phone-sized Chromium opens each route,
 * scrolls to the bottom (links that come into view may be prefetched), waits for the network to settle
 * and records every script it fetched (e2e/support/visit-scripts.ts, which the budget test shares).
 * Sizes are gzip -9 of each distinct script, as first-load-js.sh counts them.
 * Usage: npx tsx bench/js-per-visit.ts BASE_URL [/route ...] (default: every public route).
 */
import { chromium } from "@playwright/test";
import { phone } from "../e2e/support/devices";
import { visitScripts } from "../e2e/support/visit-scripts";
import { publicRoutes } from "../lib/content/public-routes";

const [base, ...given] = process.argv.slice(2);
if (!base) throw new Error("usage: bench/js-per-visit.ts BASE_URL [/route ...]");
const routes = given.length > 0 ? given : publicRoutes;

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  console.log("| route | JS downloaded (KB gz) | scripts | of which after load (prefetch, lazy) |");
  console.log("|---|---|---|---|");
  for (const route of routes) {
    const context = await browser.newContext(phone);
    const { all, afterLoad } = await visitScripts(await context.newPage(), base + route);
    const sum = (urls: Iterable<string>) => [...urls].reduce((total, url) => total + (all.get(url) ?? 0), 0);
    const kb = (n: number) => (n / 1024).toFixed(1);
    console.log(`| ${route} | ${kb(sum(all.keys()))} | ${all.size} | ${kb(sum(afterLoad))} |`);
    await context.close();
  }
  await browser.close();
}

void main();
