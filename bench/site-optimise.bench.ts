/**
 * "Otimizar imagens" in "Site inteiro" on real exported Elementor sites: each folder served by Python's
 * static server on loopback, crawled once, then packaged twice from the same crawl: as is, and with the
 * second pass (each photo once at its widest use on any page, fonts cut to every page's characters). Prints
 * both ZIPs, the ratio, the pass's time, and the sum of the same pages as single files (optimised and not
 * with --singles).
 * Run: bash bench/site-optimise.bench.sh [--singles] [folder ...] (default: the two sites of ../shared/real-sites).
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { resetEnvCache } from "../lib/env";
import { convertPage } from "../lib/converter/convert";
import { crawlSite } from "../lib/converter/site/crawl";
import { MAX_SITE_BYTES } from "../lib/converter/site/export-task";
import { packageSite } from "../lib/converter/site/package";

const BASE_PORT = Number(process.env.BENCH_PORT ?? 5280);
const args = process.argv.slice(2);
const singles = args.includes("--singles");
const named = args.filter((arg) => arg !== "--singles");
const folders = named.length
  ? named
  : ["../shared/real-sites/wportfolio", "../shared/real-sites/avtest1"].map((folder) => path.resolve(folder));

async function serve(folder: string, port: number) {
  const server = spawn("python3", ["-m", "http.server", "-b", "127.0.0.1", String(port), "-d", folder], {
    stdio: "ignore",
  });
  for (let i = 0; i < 50; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

async function main() {
  console.log(`load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`);
  for (const [index, folder] of folders.entries()) {
    const port = BASE_PORT + index;
    const server = await serve(folder, port);
    process.env.CONVERTER_ALLOWED_HOSTS = `127.0.0.1:${port}`;
    resetEnvCache();
    const work = await mkdtemp(path.join(tmpdir(), "site-optimise-"));
    try {
      const crawl = await crawlSite({
        entry: `http://127.0.0.1:${port}/`,
        maxPages: 50,
        maxBytes: MAX_SITE_BYTES,
        dir: path.join(work, "job"),
        signal: AbortSignal.timeout(10 * 60 * 1000),
        onProgress: async () => {},
      });
      const signal = AbortSignal.timeout(10 * 60 * 1000);
      const plain = await packageSite(crawl, { forms: {} }, path.join(work, "plain.zip"), signal);
      const started = performance.now();
      const optimised = await packageSite(
        crawl,
        { forms: {}, optimizeImages: true },
        path.join(work, "optimised.zip"),
        signal,
      );
      const seconds = (performance.now() - started) / 1000;
      console.log(`\n${path.basename(folder)}: ${crawl.pages.length} pages`);
      console.log(
        `ZIP: ${mb(plain.zipBytes)} as is, ${mb(optimised.zipBytes)} with Otimizar imagens = ${((100 * optimised.zipBytes) / plain.zipBytes).toFixed(0)}% (goal <= 50%); site ${mb(plain.siteBytes)} -> ${mb(optimised.siteBytes)}`,
      );
      console.log(
        `second pass: ${optimised.optimised?.images} images, ${optimised.optimised?.fonts} fonts, ${mb(optimised.optimised?.savedBytes ?? 0)} saved, ${seconds.toFixed(1)} s (packaging included)`,
      );
      if (singles) {
        let sum = 0;
        let sumOptimised = 0;
        for (const page of crawl.pages) {
          sum += (await convertPage(page.url)).bytes;
          sumOptimised += (await convertPage(page.url, { optimizeImages: true })).bytes;
        }
        console.log(
          `single files: ${mb(sum)} as is, ${mb(sumOptimised)} optimised; ZIP / single files: ${((100 * plain.zipBytes) / sum).toFixed(0)}% as is, ${((100 * optimised.zipBytes) / sumOptimised).toFixed(0)}% optimised`,
        );
      }
    } finally {
      server.kill();
      await rm(work, { recursive: true, force: true });
    }
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
