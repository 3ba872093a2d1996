/**
 * The converter under load: 16 conversions at once of a page with six 9 MB photos, through the route
 * handler (POST /api/converter, the code `next start` runs), in one process as one instance would be.
 * Prints the answers, the wall time and the peak RSS of the process.
 * Run: bash bench/converter-load.bench.sh
 */
import { startFixtureSite } from "../test-support/fakes/fixture-site";
import { resetEnvCache } from "../lib/env";
import { POST } from "../app/api/converter/route";

const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 16);

async function main() {
  const site = await startFixtureSite(0);
  process.env.CONVERTER_ALLOWED_HOSTS = `127.0.0.1:${site.port}`;
  resetEnvCache();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);

  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, async (_, i) => {
      const request = new Request("http://127.0.0.1/api/converter", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i + 1}` },
        body: JSON.stringify({ url: `${site.origin}/pesada/` }),
      });
      const response = await POST(request);
      const bytes = (await response.arrayBuffer()).byteLength;
      return { status: response.status, bytes };
    }),
  );
  const ms = performance.now() - started;
  clearInterval(sampler);
  const statuses = answers.reduce<Record<number, number>>(
    (all, a) => ({ ...all, [a.status]: (all[a.status] ?? 0) + 1 }),
    {},
  );
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const photos = Object.entries(site.stats.hits)
    .filter(([path]) => path.startsWith("/pesada/foto-"))
    .reduce((n, [, hits]) => n + hits, 0);
  console.log(`${PARALLEL} conversions at once of a page with six 9 MB photos: ${(ms / 1000).toFixed(1)} s`);
  console.log(
    `answers: ${JSON.stringify(statuses)}; largest file ${mb(Math.max(...answers.map((a) => a.bytes)))}; photos fetched ${photos}`,
  );
  console.log(
    `memory: baseline RSS ${mb(baseline)}, peak RSS ${mb(peak)} (process max ${mb(process.resourceUsage().maxRSS * 1024)})`,
  );
  await site.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
