/**
 * The converter against SingleFile (single-file-cli driving Debian's Chromium) on the same fixture
 * pages, served on loopback by the fixture site: time and size of each saved file, and how many
 * requests each saved file makes when opened in Chromium with every request blocked.
 * Run: bash bench/singlefile.bench.sh (it installs single-file-cli into bench/out/ first).
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROME, singleFile } from "./single-file";
import { startFixtureSite } from "../test-support/fakes/fixture-site";
import { resetEnvCache } from "../lib/env";
import { convertPage } from "../lib/converter/convert";

const OUT = path.resolve("bench/out/singlefile");
const PAGES = [
  "/elementor/",
  "/otimizado/",
  "/com-falha/",
  "/grande/?assets=40&bytes=300000",
  "/widgets/",
  "/fotos/",
  "/otimizar/",
];

/** Requests that reached the network when the file was opened with every request failing. */
async function offlineRequests(file: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROME });
  const context = await browser.newContext();
  let requests = 0;
  await context.route("**/*", (route) => {
    if (route.request().url().startsWith("file:")) return route.continue();
    requests++;
    return route.abort();
  });
  const page = await context.newPage();
  await page.goto(`file://${file}`, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await browser.close();
  return requests;
}

/** Distinct files embedded as base64 data URIs (images, fonts). */
function embeddedFiles(html: string): number {
  return new Set(html.match(/data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/=]{16,}/g) ?? []).size;
}

async function main() {
  const site = await startFixtureSite(0);
  process.env.CONVERTER_ALLOWED_HOSTS = `127.0.0.1:${site.port}`;
  resetEnvCache();
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  console.log(
    "| page | converter: time, size, files embedded, offline requests | with Otimizar imagens | SingleFile: time, size, files embedded, offline requests |",
  );
  console.log("|---|---|---|---|");
  // All conversions first: SingleFile's Chromium would otherwise still be exiting during ours.
  const ours: { seconds: number; html: string; file: string }[] = [];
  const optimised: typeof ours = [];
  for (const [index, route] of PAGES.entries()) {
    const url = `${site.origin}${route}`;
    await convertPage(url); // warm-up: the fixture site makes its images on first use
    for (const [list, optimizeImages, name] of [
      [ours, false, "converter"],
      [optimised, true, "optimised"],
    ] as const) {
      const started = performance.now();
      const { html } = await convertPage(url, { optimizeImages });
      const file = path.join(OUT, `${index}-${name}.html`);
      list.push({ seconds: (performance.now() - started) / 1000, html, file });
      await writeFile(file, html);
    }
  }
  const sizeOf = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const cells = async ({ seconds, html, file }: { seconds: number; html: string; file: string }) =>
    html
      ? `${seconds.toFixed(2)} s, ${sizeOf(Buffer.byteLength(html))}, ${embeddedFiles(html)}, ${await offlineRequests(file)}`
      : `${seconds.toFixed(2)} s, nothing saved`;
  for (const [index, route] of PAGES.entries()) {
    const file = path.join(OUT, `${index}-singlefile.html`);
    const theirs = { ...(await singleFile(`${site.origin}${route}`, file)), file };
    console.log(
      `| ${route} | ${await cells(ours[index])} | ${await cells(optimised[index])} | ${await cells(theirs)} |`,
    );
  }
  await site.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
