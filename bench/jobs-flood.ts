/**
 * SCENARIO=sitemap: one export of a site whose sitemap holds BOMB_LOCS (10) `<loc>` each followed by 2.100
 * spaces and no `</loc>` (issue 44 used 20: 42 KB; the backtracking regex), /api/health timed as below, for
 * RUN_SECONDS. A request unanswered after 20 s counts as an error timed at 20 s.
 * Otherwise the slow-site flood of issue 44, against a running production server (bench/jobs-flood.bench.sh starts
 * one): five exports of a slow site (each page answers in SLOW_MS, 14 s) from five loopback addresses, then a
 * visitor's 3-page export of a quick site from a sixth; meanwhile /api/health is timed every 250 ms and the
 * server's memory (VmRSS of SERVER_PID) sampled. Bounded: it stops after RUN_SECONDS (120) and cancels what
 * it started. Loopback only.
 * Usage: BASE=http://127.0.0.1:3060 SLOW_PORT=3061 QUICK_ORIGIN=http://127.0.0.1:3062 SERVER_PID=... npx tsx bench/jobs-flood.ts
 */
import { readFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { trapSite } from "./job-loop";

const base = process.env.BASE ?? "http://127.0.0.1:3060";
const slowPort = Number(process.env.SLOW_PORT ?? 3061);
const quickOrigin = process.env.QUICK_ORIGIN ?? "http://127.0.0.1:3062";
const slowMs = Number(process.env.SLOW_MS ?? 14_000);
const runSeconds = Number(process.env.RUN_SECONDS ?? 120);
const serverPid = process.env.SERVER_PID;
const label = process.env.LABEL ?? "";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
function send(path: string, options: { from: string; method?: string; cookie?: string; body?: unknown }) {
  return new Promise<Answer>((resolve, reject) => {
    const data = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = request(
      `${base}${path}`,
      {
        method: options.method ?? (data ? "POST" : "GET"),
        localAddress: options.from,
        headers: {
          ...(data ? { "content-type": "application/json", origin: base } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.method === "DELETE" ? { origin: base } : {}),
        },
      },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(data);
  });
}

const scenario = process.env.SCENARIO ?? "flood";
const sitemapBomb = trapSite(Number(process.env.BOMB_LOCS ?? 10));
/** A request not answered by then counts as an error, timed at this (a frozen server must not hold the run). */
const REQUEST_TIMEOUT_MS = 20_000;

// The slow site: every page answers after slowMs, and links to five more. In the sitemap scenario, pages
// answer at once and the sitemap is the bomb.
const slow = createServer((req, res) => {
  if (scenario === "sitemap") return sitemapBomb(req, res);
  const n = Number(/\/p\/(\d+)/.exec(req.url ?? "")?.[1] ?? 0);
  const links = Array.from({ length: 5 }, (_, i) => `<a href="/p/${n * 5 + i + 1}/">p${n * 5 + i + 1}</a>`).join("");
  const timer = setTimeout(() => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="pt-BR"><title>Lenta ${n}</title><h1>Página ${n}</h1>${links}</html>`);
  }, slowMs);
  res.on("close", () => clearTimeout(timer));
});
const health: number[] = [];
let healthErrors = 0;
let rssMaxKb = 0;

async function main() {
  await new Promise<void>((resolve) => slow.listen(slowPort, "127.0.0.1", resolve));

  const rss = () => {
    if (!serverPid) return 0;
    const status = readFileSync(`/proc/${serverPid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  };
  let running = true;
  const probe = (async () => {
    while (running) {
      const start = performance.now();
      try {
        const answer = await send("/api/health", { from: "127.0.0.30" });
        if (answer.status !== 200) healthErrors++;
      } catch {
        healthErrors++;
      }
      health.push(performance.now() - start);
      try {
        rssMaxKb = Math.max(rssMaxKb, rss());
      } catch {
        /* the server is gone */
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();

  const rssStartKb = rss();
  const started: { from: string; id: string; cookie: string }[] = [];
  if (scenario === "sitemap") return sitemapAttack(probe, () => (running = false), rssStartKb);
  const slowStatuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const from = `127.0.0.${11 + i}`;
    const answer = await send("/api/converter/site", {
      from,
      body: { url: `http://127.0.0.1:${slowPort}/p/0/`, maxPages: 50 },
    });
    slowStatuses.push(answer.status);
    if (answer.status === 202)
      started.push({
        from,
        id: JSON.parse(answer.body).id,
        cookie: String(answer.headers["set-cookie"]).split(";")[0],
      });
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  // The visitor.
  const visitorStart = performance.now();
  const visitor = await send("/api/converter/site", {
    from: "127.0.0.20",
    body: { url: `${quickOrigin}/loja/`, maxPages: 3 },
  });
  let visitorOutcome = `${visitor.status}`;
  if (visitor.status === 202) {
    const id = JSON.parse(visitor.body).id;
    const cookie = String(visitor.headers["set-cookie"]).split(";")[0];
    started.push({ from: "127.0.0.20", id, cookie });
    for (;;) {
      const status = JSON.parse((await send(`/api/converter/site/${id}`, { from: "127.0.0.20", cookie })).body);
      if (!["queued", "running"].includes(status.status)) {
        visitorOutcome = `${status.status} in ${((performance.now() - visitorStart) / 1000).toFixed(1)} s`;
        break;
      }
      if (performance.now() - visitorStart > runSeconds * 1000) {
        visitorOutcome = `still ${status.status} after ${runSeconds} s`;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } else {
    visitorOutcome = `refused ${visitor.status} (Retry-After ${visitor.headers["retry-after"]}): ${JSON.parse(visitor.body).error?.message}`;
  }
  // Keep the flood going until the run's end, so every figure covers the same time.
  const left = runSeconds * 1000 - (performance.now() - visitorStart);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  running = false;
  await probe;
  for (const job of started)
    await send(`/api/converter/site/${job.id}`, { from: job.from, method: "DELETE", cookie: job.cookie }).catch(
      () => {},
    );
  slow.closeAllConnections();
  slow.close();

  report({ slowExports: slowStatuses.join(","), visitor: visitorOutcome }, rssStartKb);
}

async function sitemapAttack(probe: Promise<void>, stop: () => void, rssStartKb: number) {
  const startedAt = performance.now();
  const answer = await send("/api/converter/site", {
    from: "127.0.0.11",
    body: { url: `http://127.0.0.1:${slowPort}/`, maxPages: 1 },
  });
  const id = JSON.parse(answer.body).id as string;
  const cookie = String(answer.headers["set-cookie"]).split(";")[0];
  let outcome = "";
  while (performance.now() - startedAt < runSeconds * 1000) {
    const status = await send(`/api/converter/site/${id}`, { from: "127.0.0.11", cookie }).then(
      (answer) => JSON.parse(answer.body),
      () => ({ status: "running" }),
    );
    if (!["queued", "running"].includes(status.status)) {
      outcome ||= `${status.status} after ${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  await probe;
  await send(`/api/converter/site/${id}`, { from: "127.0.0.11", method: "DELETE", cookie }).catch(() => {});
  report({ export: outcome || `still running after ${runSeconds} s` }, rssStartKb);
}

function report(extra: Record<string, unknown>, rssStartKb: number) {
  const sorted = [...health].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      label,
      scenario,
      ...extra,
      healthProbes: health.length,
      healthErrors,
      healthMedianMs: Number(sorted[Math.floor(sorted.length / 2)].toFixed(1)),
      healthP95Ms: Number(sorted[Math.floor(sorted.length * 0.95)].toFixed(1)),
      healthMaxMs: Number(sorted.at(-1)!.toFixed(1)),
      rssStartMb: Math.round(rssStartKb / 1024),
      rssMaxMb: Math.round(rssMaxKb / 1024),
    }),
  );
}

// It exits when done: the sitemap's site server and the agent's kept-alive sockets would hold it open until the
// wrapper's time limit.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
