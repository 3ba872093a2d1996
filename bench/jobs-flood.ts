/**
 * The slow-site flood of issue 44, against a running production server (bench/jobs-flood.bench.sh starts
 * one): five exports of a slow site (each page answers in SLOW_MS, 14 s) from five loopback addresses, then a
 * visitor's 3-page export of a quick site from a sixth; meanwhile /api/health is timed every 250 ms and the
 * server's memory (VmRSS of SERVER_PID) sampled. Bounded: it stops after RUN_SECONDS (120) and cancels what
 * it started. Loopback only.
 * Usage: BASE=http://127.0.0.1:3060 SLOW_PORT=3061 QUICK_ORIGIN=http://127.0.0.1:3062 SERVER_PID=... npx tsx bench/jobs-flood.ts
 */
import { readFileSync } from "node:fs";
import { createServer, request } from "node:http";

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
    req.on("error", reject);
    req.end(data);
  });
}

// The slow site: every page answers after slowMs, and links to five more.
const slow = createServer((req, res) => {
  const n = Number(/\/p\/(\d+)/.exec(req.url ?? "")?.[1] ?? 0);
  const links = Array.from({ length: 5 }, (_, i) => `<a href="/p/${n * 5 + i + 1}/">p${n * 5 + i + 1}</a>`).join("");
  const timer = setTimeout(() => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="pt-BR"><title>Lenta ${n}</title><h1>Página ${n}</h1>${links}</html>`);
  }, slowMs);
  res.on("close", () => clearTimeout(timer));
});
async function main() {
  await new Promise<void>((resolve) => slow.listen(slowPort, "127.0.0.1", resolve));

  const health: number[] = [];
  let healthErrors = 0;
  let rssMaxKb = 0;
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
        health.push(performance.now() - start);
      } catch {
        healthErrors++;
      }
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

  const sorted = [...health].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    JSON.stringify({
      label,
      slowExports: slowStatuses.join(","),
      visitor: visitorOutcome,
      healthProbes: health.length,
      healthErrors,
      healthMedianMs: Number(median.toFixed(1)),
      healthP95Ms: Number(sorted[Math.floor(sorted.length * 0.95)].toFixed(1)),
      healthMaxMs: Number(sorted.at(-1)!.toFixed(1)),
      rssStartMb: Math.round(rssStartKb / 1024),
      rssMaxMb: Math.round(rssMaxKb / 1024),
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
