/**
 * "Otimizar imagens" (issue 24): for each fixture page, the first screen (1280x800) of the live page, of
 * the saved file and of the saved file with optimised images, as Chromium draws them; the mean pixel
 * difference of each saved file against the live page (0 = identical, 1 = opposite), the file sizes, the
 * conversion times, and the event loop's longest stall with and without re-encoding. The fixture pages'
 * own scripts do nothing, so "live" is the page without Elementor's scripts: what matters is how much more
 * the optimised file differs than the plain one.
 * Run: bash bench/converter-images.bench.sh
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { difference, screenshot } from "./pixels";
import { startFixtureSite } from "../test-support/fakes/fixture-site";
import { resetEnvCache } from "../lib/env";
import { convertPage } from "../lib/converter/convert";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PAGES = ["/fotos/", "/widgets/", "/elementor/", "/otimizado/"];

async function main() {
  const site = await startFixtureSite(0);
  process.env.CONVERTER_ALLOWED_HOSTS = `127.0.0.1:${site.port}`;
  resetEnvCache();
  const browser = await chromium.launch({ executablePath: CHROME });
  console.log("| page | plain: time, size, diff vs live | Otimizar imagens: time, size, diff vs live | size ratio |");
  console.log("|---|---|---|---|");
  const stall = [0, 0];
  for (const route of PAGES) {
    const url = `${site.origin}${route}`;
    await convertPage(url); // warm-up: the fixture site makes its images on first use
    const runs: { seconds: number; bytes: number; html: string }[] = [];
    for (const optimizeImages of [false, true]) {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const started = performance.now();
      const result = await convertPage(url, { optimizeImages });
      runs.push({ seconds: (performance.now() - started) / 1000, bytes: result.bytes, html: result.html });
      delay.disable();
      stall[Number(optimizeImages)] = Math.max(stall[Number(optimizeImages)], delay.max / 1e6);
    }
    const live = await screenshot(browser, { url });
    const cells = await Promise.all(
      runs.map(
        async (run) =>
          `${run.seconds.toFixed(2)} s, ${(run.bytes / 1024).toFixed(1)} KB, ${(await difference(live, await screenshot(browser, { html: run.html }))).toFixed(4)}`,
      ),
    );
    console.log(`| ${route} | ${cells[0]} | ${cells[1]} | ${(runs[1].bytes / runs[0].bytes).toFixed(2)} |`);
  }
  const os = await import("node:os");
  console.log(
    `longest event-loop stall: plain conversions ${stall[0].toFixed(0)} ms, optimised ${stall[1].toFixed(0)} ms`,
  );
  console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores`);
  await browser.close();
  await site.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
