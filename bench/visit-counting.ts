/**
 * Visit counting's cost (issue 53): views per second of `/` and a tool page (/geniusvoice) from one instance,
 * with counting off (the page only) and on (the page and its beacon, POST /api/v, as a browser sends it), the
 * two modes alternated in one run, 20 connections; then /api/health's median while the instance serves 1.000
 * views per second with counting on, against idle and against 1.000 views per second with counting off.
 * Each request comes from a new address and the beacon from a new visitor (the worst case for the counter: one
 * row per view). Beside views/s, the site's own CPU time per view (server.mjs and the embedded database's process,
 * from /proc), which the machine's load hardly moves. Starts server.mjs on loopback (TRUST_PROXY_HOPS=1) and stops
 * it by PID.
 * Usage: npx tsx bench/visit-counting.ts [--dist .next-bench] [--port 5560] [--rounds 3] [--seconds 8]
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { cpuMs, startApp } from "./next-app";
import { median } from "./stats";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const dist = args.get("dist") ?? ".next-bench";
const port = Number(args.get("port") ?? 5560);
const ROUNDS = Number(args.get("rounds") ?? 3);
const SECONDS = Number(args.get("seconds") ?? 8);
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

let visitor = 0;
const address = () => {
  visitor = (visitor + 1) % 16_000_000;
  return `10.${visitor >> 16}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

/** off: the pages alone; on: each page and its beacon; beacon: the beacons alone (their CPU cost). */
type Mode = "off" | "on" | "beacon";
const pages = ["/", "/geniusvoice"];

function requests(mode: Mode): autocannon.Request[] {
  const page = (path: string): autocannon.Request => ({
    method: "GET",
    path,
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, "x-forwarded-for": address(), "user-agent": UA, "accept-encoding": "gzip, br" },
    }),
  });
  const beacon = (path: string): autocannon.Request => ({
    method: "POST",
    path: "/api/v",
    setupRequest: (request) => ({
      ...request,
      headers: {
        ...request.headers,
        "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
        "x-forwarded-for": address(),
        "user-agent": UA,
      },
      body: new URLSearchParams({
        k: "view",
        p: path,
        q: "?utm_source=bench",
        r: "https://www.google.com/",
      }).toString(),
    }),
  });
  return pages.flatMap((path) => ({ off: [page(path)], on: [page(path), beacon(path)], beacon: [beacon(path)] })[mode]);
}

/**
 * `pid`: the server's, to measure its CPU per view; `overallRate`: requests per second offered (default: as many as
 * it serves).
 */
async function run(
  url: string,
  mode: Mode,
  seconds: number,
  { overallRate, pid }: { overallRate?: number; pid?: number } = {},
) {
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    requests: requests(mode),
    ...(overallRate ? { overallRate } : {}),
  });
  const perView = mode === "on" ? 2 : 1;
  const views = result.requests.total / perView;
  return {
    views: result.requests.average / perView,
    errors: result.non2xx + result.errors + result.timeouts,
    cpuPerView: pid ? (cpuMs(pid) - cpuBefore) / views : 0,
  };
}

/** /api/health's latency every 50 ms while `during` runs. */
async function healthDuring(url: string, during: Promise<unknown>): Promise<number> {
  const times: number[] = [];
  let done = false;
  void during.finally(() => (done = true));
  while (!done) {
    const start = performance.now();
    await fetch(`${url}/api/health`).then((response) => response.arrayBuffer());
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return median(times);
}

const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
async function main() {
  const app = await startApp(port, dist, { TRUST_PROXY_HOPS: "1" });
  try {
    console.log(`load average before: ${load()}`);
    await run(app.url, "on", 3); // warm-up: both pages, the beacon, the day's salt
    const views: Record<"off" | "on", number[]> = { off: [], on: [] };
    const cpu: Record<Mode, number[]> = { off: [], on: [], beacon: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order: Mode[] = round % 2 ? ["on", "off", "beacon"] : ["beacon", "off", "on"];
      for (const mode of order) {
        const { views: perSecond, errors, cpuPerView } = await run(app.url, mode, SECONDS, { pid: app.pid });
        cpu[mode].push(cpuPerView);
        if (mode === "beacon") {
          console.log(`round ${round + 1} beacons alone: ${cpuPerView.toFixed(3)} ms of the site's CPU per beacon`);
          continue;
        }
        views[mode].push(perSecond);
        console.log(
          `round ${round + 1} counting ${mode}: ${perSecond.toFixed(0)} views/s, ${cpuPerView.toFixed(2)} ms of the site's CPU per view (${errors} errors)`,
        );
      }
    }
    const [off, on] = [median(views.off), median(views.on)];
    console.log(
      `views/s, median of ${ROUNDS}: off ${off.toFixed(0)}, on ${on.toFixed(0)} (on/off ${(on / off).toFixed(3)})`,
    );
    // The site's own CPU per view hardly moves with the machine's load, where views/s does.
    const [cpuOff, cpuOn, cpuBeacon] = [median(cpu.off), median(cpu.on), median(cpu.beacon)];
    console.log(
      `site CPU, median of ${ROUNDS}: per view off ${cpuOff.toFixed(2)} ms, on ${cpuOn.toFixed(2)} ms; per beacon alone ${cpuBeacon.toFixed(3)} ms (${((cpuBeacon / cpuOff) * 100).toFixed(1)} % of a view)`,
    );

    const idle = await healthDuring(app.url, new Promise((resolve) => setTimeout(resolve, SECONDS * 1000)));
    const healthOff = await healthDuring(app.url, run(app.url, "off", SECONDS, { overallRate: 1_000 }));
    const measured = run(app.url, "on", SECONDS, { overallRate: 2_000 });
    const healthOn = await healthDuring(app.url, measured);
    const reached = await measured;
    console.log(
      `/api/health median: idle ${idle.toFixed(1)} ms; 1.000 views/s counting off ${healthOff.toFixed(1)} ms; counting on ${healthOn.toFixed(1)} ms (reached ${reached.views.toFixed(0)} views/s, ${reached.errors} errors)`,
    );
    console.log(`load average after: ${load()}`);
  } finally {
    app.stop();
  }
}

void main();
