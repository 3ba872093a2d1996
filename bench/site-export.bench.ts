/**
 * Whole-site export ("Site inteiro") on real exported Elementor sites: each folder is served by Python's
 * static server on loopback, exported by the library (the same crawl and packaging the job runs), and then
 *   - pages: exported against the HTML pages of the folder;
 *   - time: of the whole export (crawl, conversion, ZIP);
 *   - size: the ZIP against the sum of the single-page files of the same pages (today's converter);
 *   - offline: the unzipped package served by a plain static server and every page opened in Chromium with
 *     every other request blocked: requests that left the host, and internal links that answer 404.
 * Run: bash bench/site-export.bench.sh [folder ...] (default: the two sites of ../shared/real-sites).
 */
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { resetEnvCache } from "../lib/env";
import { convertPage } from "../lib/converter/convert";
import { crawlSite } from "../lib/converter/site/crawl";
import { MAX_SITE_BYTES } from "../lib/converter/site/export-task";
import { packageSite } from "../lib/converter/site/package";
import { serveFolder } from "../test-support/static-folder";
import { extractZip } from "../test-support/zip";

const BASE_PORT = Number(process.env.BENCH_PORT ?? 5240);
const folders = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["../shared/real-sites/wportfolio", "../shared/real-sites/avtest1"].map((folder) => path.resolve(folder));

async function htmlPages(root: string, dir = root): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await htmlPages(root, full)));
    else if (/\.html?$/.test(entry.name)) found.push(path.relative(root, full));
  }
  return found;
}

/** The folder's pages a visitor can reach from index.html by following links (what the crawl should find). */
async function reachable(root: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = ["index.html"];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    const html = await readFile(path.join(root, file), "utf8").catch(() => null);
    if (html === null) continue;
    seen.add(file);
    const base = new URL(`http://site/${file.split("/").map(encodeURIComponent).join("/")}`);
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"#]*)/gi)) {
      const url = URL.canParse(href, base) ? new URL(href.replace(/&#0?38;/g, "&"), base) : null;
      if (!url || url.host !== "site" || url.search || url.pathname.includes("wp-json")) continue;
      const target = decodeURIComponent(url.pathname).slice(1);
      const candidate = !target || target.endsWith("/") ? `${target}index.html` : target;
      if (/\.html?$/.test(candidate)) queue.push(candidate);
    }
  }
  return seen;
}

async function serve(folder: string, port: number) {
  const server = spawn("python3", ["-m", "http.server", "-b", "127.0.0.1", String(port), "-d", folder], {
    stdio: "ignore",
  });
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  console.log(`load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`);
  for (const [index, folder] of folders.entries()) {
    const port = BASE_PORT + index;
    const server = await serve(folder, port);
    process.env.CONVERTER_ALLOWED_HOSTS = `127.0.0.1:${port}`;
    resetEnvCache();
    const work = await mkdtemp(path.join(tmpdir(), "site-bench-"));
    try {
      const started = performance.now();
      const crawl = await crawlSite({
        entry: `http://127.0.0.1:${port}/`,
        maxPages: 50,
        maxBytes: MAX_SITE_BYTES,
        dir: path.join(work, "job"),
        signal: AbortSignal.timeout(10 * 60 * 1000),
        onProgress: async () => {},
      });
      const report = await packageSite(crawl, { forms: {} }, path.join(work, "site.zip"), AbortSignal.timeout(60_000));
      const seconds = (performance.now() - started) / 1000;

      let singles = 0;
      const singleStarted = performance.now();
      for (const page of crawl.pages) singles += (await convertPage(page.url)).bytes;
      const singleSeconds = (performance.now() - singleStarted) / 1000;

      const pages = (await htmlPages(folder)).filter((file) => !file.includes("wp-json"));
      const linked = await reachable(folder);
      const exported = new Set(crawl.pages.map((page) => decodeURIComponent(new URL(page.url).pathname)));
      const missing = pages.filter(
        (file) => !exported.has(`/${file}`) && !exported.has(`/${file.replace(/index\.html$/, "")}`),
      );

      // Offline: the package on a plain static host, each page opened with everything else blocked.
      const unzipped = path.join(work, "unzipped");
      await extractZip(await readFile(path.join(work, "site.zip")), unzipped);
      const host = await serveFolder(unzipped);
      const context = await browser.newContext();
      const outside = new Set<string>();
      const notFound = new Set<string>();
      await context.route("**/*", (route) => {
        if (route.request().url().startsWith(host.origin)) return route.continue();
        outside.add(route.request().url());
        return route.abort();
      });
      const page = await context.newPage();
      const links = new Set<string>();
      for (const exportedPage of crawl.pages) {
        await page.goto(`${host.origin}/${exportedPage.file.split("/").map(encodeURIComponent).join("/")}`);
        for (const href of await page.$$eval("a[href]", (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href)))
          if (href.startsWith(host.origin)) links.add(href.split("#")[0]);
      }
      const opensOutside = outside.size;
      for (const link of links) {
        const status = (await page.request.get(link)).status();
        if (status === 404) notFound.add(link);
      }
      await context.close();
      await host.close();

      console.log(`\n${path.basename(folder)}`);
      const reached = [...linked].filter((file) => !missing.includes(file)).length;
      console.log(
        `pages: ${crawl.pages.length} exported; ${reached} of the ${linked.size} reachable from index.html by links (${((100 * reached) / linked.size).toFixed(0)}%); ${pages.length} HTML pages in the folder` +
          (missing.length ? `; not exported: ${missing.join(", ")}` : ""),
      );
      console.log(`skipped: ${crawl.skipped.map((item) => `${item.url} (${item.reason})`).join("; ") || "none"}`);
      console.log(
        `time: ${seconds.toFixed(1)} s for the whole export (single pages one by one: ${singleSeconds.toFixed(1)} s)`,
      );
      console.log(
        `size: ZIP ${(report.zipBytes / 1e6).toFixed(2)} MB, site ${(report.siteBytes / 1e6).toFixed(2)} MB, single-page files ${(singles / 1e6).toFixed(2)} MB: ZIP = ${((100 * report.zipBytes) / singles).toFixed(0)}% of the single files (target <= 60%)`,
      );
      console.log(
        `offline: ${opensOutside} requests outside the host while opening the ${crawl.pages.length} pages; ${links.size} internal links, ${notFound.size} answer 404${notFound.size ? `: ${[...notFound].join(", ")}` : ""}`,
      );
    } finally {
      server.kill();
      await rm(work, { recursive: true, force: true });
    }
  }
  await browser.close();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
