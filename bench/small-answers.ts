/**
 * What a small JSON answer costs the serving process: the status poll a job's page sends every second (here an
 * unknown export's 404, one database query), and /api/health. autocannon asks each with 50 connections for 10 s,
 * compressed like a browser asks, against the builds given, alternated; printed: answers per second, the site's
 * CPU per answer (server.mjs and the embedded database's process, from /proc) and whether the answer was gzipped.
 * Usage: npx tsx bench/small-answers.ts [--before .next-before] [--after .next] [--rounds 2] [--port 4800]
 *   (ports PORT to PORT + 2 x rounds)
 */
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { cpuMs, startApp } from "./next-app";
import { median } from "./stats";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const builds = { before: args.get("before") ?? ".next-before", after: args.get("after") ?? ".next" };
const rounds = Number(args.get("rounds") ?? 2);
const port = Number(args.get("port") ?? 4800);
const paths = ["/api/converter/site/00000000-0000-4000-8000-000000000000", "/api/health"];

let started = 0;
async function measure(dist: string) {
  // A port per run: the last server may still be draining its connections on its own.
  const app = await startApp(port + started++, dist, {});
  try {
    const rows: Record<string, { perSecond: number; cpuPerAnswer: number; gzip: boolean }> = {};
    for (const route of paths) {
      const url = `${app.url}${route}`;
      // curl, not fetch: autocannon below blocks this loop past the server's keep-alive, and fetch would reuse
      // the connection the server closed meanwhile.
      const headers = execFileSync("curl", ["-s", "-o", "/dev/null", "-D", "-", "-H", "accept-encoding: gzip", url], {
        encoding: "utf8",
      });
      const ask = (seconds: number) =>
        JSON.parse(
          execFileSync(
            "npx",
            [
              "--no-install",
              "autocannon",
              "-j",
              "-c",
              "50",
              "-d",
              String(seconds),
              "-H",
              "accept-encoding=gzip, br",
              url,
            ],
            { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
          ),
        ) as { requests: { total: number; average: number } };
      ask(2); // warm-up
      const before = cpuMs(app.pid);
      const result = ask(10);
      rows[route] = {
        perSecond: result.requests.average,
        cpuPerAnswer: (cpuMs(app.pid) - before) / result.requests.total,
        gzip: /^content-encoding: gzip/im.test(headers),
      };
    }
    return rows;
  } finally {
    app.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function main() {
  console.log(
    `load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")} at the start`,
  );
  const runs: Record<string, Awaited<ReturnType<typeof measure>>[]> = { before: [], after: [] };
  for (let round = 0; round < rounds; round++) {
    for (const name of ["before", "after"] as const) {
      const rows = await measure(builds[name]);
      runs[name].push(rows);
      for (const route of paths) {
        const row = rows[route];
        console.log(
          `${name} (${builds[name]}) ${route}: ${row.perSecond.toFixed(0)}/s, ${row.cpuPerAnswer.toFixed(2)} ms CPU per answer, ${row.gzip ? "gzipped" : "not gzipped"}`,
        );
      }
    }
  }
  console.log("medians:");
  for (const route of paths) {
    for (const name of ["before", "after"] as const) {
      const perSecond = median(runs[name].map((rows) => rows[route].perSecond));
      const cpu = median(runs[name].map((rows) => rows[route].cpuPerAnswer));
      console.log(`  ${route} ${name}: ${perSecond.toFixed(0)}/s, ${cpu.toFixed(2)} ms CPU per answer`);
    }
  }
  console.log(
    `load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")} at the end`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
