import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

export type VisitScripts = { all: Map<string, number>; afterLoad: Set<string>; prefetchedRoutes: Set<string> };

const sizes = new Map<string, number>();

/** Gzip -9 bytes of a script, as bench/first-load-js.sh counts them (cached per URL). */
async function gzipSize(url: string): Promise<number> {
  let size = sizes.get(url);
  if (size === undefined) {
    size = gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
    sizes.set(url, size);
  }
  return size;
}

/**
 * A visit as a reader makes it: open the page, scroll to the bottom (links that come into view may be
 * prefetched), let the network settle. Answers every script fetched with its gzip size, those fetched
 * after the load event (prefetches, lazy chunks), and the routes whose data was prefetched.
 */
export async function visitScripts(page: Page, url: string): Promise<VisitScripts> {
  const scripts = new Set<string>();
  const afterLoad = new Set<string>();
  const prefetchedRoutes = new Set<string>();
  let loaded = false;
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) prefetchedRoutes.add(new URL(request.url()).pathname);
    if (request.resourceType() !== "script" && !request.url().endsWith(".js")) return;
    scripts.add(request.url());
    if (loaded) afterLoad.add(request.url());
  });
  await page.goto(url, { waitUntil: "load" });
  loaded = true;
  for (let step = 0; step < 30; step++) {
    const bottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(250);
    if (bottom) break;
  }
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  const all = new Map<string, number>();
  for (const script of scripts) all.set(script, await gzipSize(script));
  return { all, afterLoad, prefetchedRoutes };
}
