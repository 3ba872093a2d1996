/**
 * Converter benchmark: a 2 MB Elementor-like page with 150 distinct images, served on loopback by the
 * fixture site, converted by the library (the same code the route runs). Prints time and peak memory.
 * Run: npx tsx --conditions=react-server bench/converter.bench.ts
 */
import { startFixtureSite } from "../test-support/fakes/fixture-site";
import { resetEnvCache } from "../lib/env";
import { convertPage } from "../lib/converter/convert";

const ASSETS = Number(process.env.BENCH_ASSETS ?? 150);
const HTML_BYTES = Number(process.env.BENCH_HTML_BYTES ?? 2_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function main() {
  const site = await startFixtureSite(0);
  process.env.CONVERTER_ALLOWED_HOSTS = `127.0.0.1:${site.port}`;
  resetEnvCache();
  const url = `${site.origin}/grande/?assets=${ASSETS}&bytes=${HTML_BYTES}`;
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);

  const times: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const result = await convertPage(url);
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    times.push(ms);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(
      `run ${run}: ${ms.toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU (fixture server included), output ${(result.bytes / 1e6).toFixed(2)} MB, images ${result.summary.images}, ` +
        `stylesheets ${result.summary.stylesheets}, fonts ${result.summary.fonts}, failed ${result.summary.failed.length}`,
    );
  }
  clearInterval(sampler);
  const sorted = [...times].sort((a, b) => a - b);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(
    `load average ${(await import("node:os")).loadavg()[0].toFixed(1)} on ${(await import("node:os")).availableParallelism()} cores`,
  );
  console.log(`page ${(HTML_BYTES / 1e6).toFixed(1)} MB of HTML, ${ASSETS} assets, ${RUNS} runs`);
  console.log(
    `time: first ${times[0].toFixed(0)} ms, median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms (target < 3000 ms)`,
  );
  console.log(
    `memory: peak RSS ${mb(peak)} MB (process max ${mb(process.resourceUsage().maxRSS * 1024)} MB, baseline ${mb(baseline)} MB; target < 300 MB)`,
  );
  await site.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
