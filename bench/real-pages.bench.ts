/**
 * The real Elementor sites kept outside the repository (REAL_SITES, default ../shared/real-sites): each
 * site folder is served on loopback as its web root, and each page saved three ways: the converter plain,
 * the converter with "Otimizar imagens", and SingleFile (single-file-cli on Debian's Chromium). Prints the
 * three sizes, the optimised file's share of SingleFile's, the time of each, and the first screen's mean
 * pixel difference against the live page at 1440 and 390 px, plain, optimised and SingleFile (0 = identical).
 * Run: bash bench/real-pages.bench.sh  (REAL_PAGES="site/path,site/path" picks the pages; SINGLEFILE_KEEP=1
 * reuses SingleFile's files of an earlier run, kept in bench/out/real-pages-singlefile/, since they do not
 * depend on the converter)
 */
import { createReadStream } from "node:fs";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import { resetEnvCache } from "../lib/env";
import { convertPage } from "../lib/converter/convert";
import { difference, screenshot } from "./pixels";
import { CHROME, singleFile } from "./single-file";

const ROOT = path.resolve(process.env.REAL_SITES ?? "../shared/real-sites");
const OUT = path.resolve("bench/out/real-pages");
const SINGLE_FILES = path.resolve("bench/out/real-pages-singlefile");
const KEEP = process.env.SINGLEFILE_KEEP === "1";
const PAGES = (
  process.env.REAL_PAGES ??
  "wportfolio/,wportfolio/index.php/about/,wportfolio/index.php/services/,wportfolio/index.php/portfolio/,avtest1/index.html,avtest1/about.html"
).split(",");
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".json": "application/json",
};

/** A folder as a web root (index.html for a directory), on 127.0.0.1 and a free port. */
async function serve(folder: string): Promise<{ origin: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    let file = path.join(folder, path.normalize(pathname));
    if (!file.startsWith(folder)) return void res.writeHead(403).end();
    const info = await stat(file).catch(() => null);
    if (info?.isDirectory()) file = path.join(file, "index.html");
    if (!(await stat(file).catch(() => null))?.isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": types[path.extname(file).toLowerCase()] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  await mkdir(SINGLE_FILES, { recursive: true });
  const sites = new Map<string, { origin: string; server: Server }>();
  for (const page of PAGES) {
    const site = page.split("/")[0];
    if (!sites.has(site)) sites.set(site, await serve(path.join(ROOT, site)));
  }
  process.env.CONVERTER_ALLOWED_HOSTS = [...sites.values()].map((s) => new URL(s.origin).host).join(",");
  resetEnvCache();
  const url = (page: string) => {
    const [site, ...rest] = page.split("/");
    return `${sites.get(site)!.origin}/${rest.map(encodeURIComponent).join("/")}`;
  };

  // All conversions first, then SingleFile, so its Chromium never runs beside ours.
  const ours: Record<
    string,
    { plain: { s: number; html: string }; optimised: { s: number; html: string; savings: unknown } }
  > = {};
  for (const page of PAGES) {
    const time = async (optimizeImages: boolean) => {
      const started = performance.now();
      const conversion = await convertPage(url(page), { optimizeImages });
      return { s: (performance.now() - started) / 1000, html: conversion.html, savings: conversion.summary.savings };
    };
    ours[page] = { plain: await time(false), optimised: await time(true) };
    console.error(page, "optimised savings", JSON.stringify(ours[page].optimised.savings));
  }
  const theirs: Record<string, { seconds: number; html: string }> = {};
  for (const page of PAGES) {
    const file = path.join(SINGLE_FILES, `${page.replace(/[^a-z0-9.]+/gi, "_")}.html`);
    const kept = KEEP ? await readFile(file, "utf8").catch(() => "") : "";
    if (kept) {
      theirs[page] = { seconds: 0, html: kept };
      continue;
    }
    theirs[page] = await singleFile(url(page), file);
    if (!theirs[page].html) theirs[page] = await singleFile(url(page), file); // it sometimes saves nothing
  }

  const browser = await chromium.launch({ executablePath: CHROME });
  console.log(
    "| page | plain: size, time | Otimizar imagens: size, time | SingleFile: size, time | optimised / SingleFile | diff vs live at 1440 px: plain, optimised (change), SingleFile | at 390 px: the same | optimised vs plain: 1440, 390 px |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const [index, page] of PAGES.entries()) {
    const { plain, optimised } = ours[page];
    await writeFile(path.join(OUT, `${index}-plain.html`), plain.html);
    await writeFile(path.join(OUT, `${index}-optimised.html`), optimised.html);
    const diffs: string[] = [];
    const direct: string[] = [];
    for (const viewport of VIEWPORTS) {
      const live = await screenshot(browser, { url: url(page) }, viewport);
      const plainShot = await screenshot(browser, { html: plain.html }, viewport);
      const optimisedShot = await screenshot(browser, { html: optimised.html }, viewport);
      const a = await difference(live, plainShot);
      const b = await difference(live, optimisedShot);
      direct.push((await difference(plainShot, optimisedShot)).toFixed(4));
      const sf = theirs[page].html
        ? (await difference(live, await screenshot(browser, { html: theirs[page].html }, viewport))).toFixed(4)
        : "-";
      diffs.push(`${a.toFixed(4)}, ${b.toFixed(4)} (${b - a >= 0 ? "+" : ""}${(b - a).toFixed(4)}), ${sf}`);
    }
    const sf = Buffer.byteLength(theirs[page].html);
    const size = (html: string) => Buffer.byteLength(html);
    console.log(
      `| ${page} | ${kb(size(plain.html))}, ${plain.s.toFixed(1)} s | ${kb(size(optimised.html))}, ${optimised.s.toFixed(1)} s | ${sf ? `${kb(sf)}, ${theirs[page].seconds.toFixed(1)} s` : "nothing saved"} | ${sf ? `${((100 * size(optimised.html)) / sf).toFixed(0)}%` : "-"} | ${diffs[0]} | ${diffs[1]} | ${direct.join(", ")} |`,
    );
  }
  await browser.close();
  for (const { server } of sites.values()) server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
