/**
 * A bad day in production for the job system (issue 55, item 6): a production build served by `server.mjs` with
 * JOB_WORKERS=0 and the jobs in a separate `npm run worker` process, on the embedded database, while
 * - a: the worker is SIGKILLed in the middle of a site export ("Site inteiro", a slow local copy of a real
 *   Elementor site) and of a 5 MB .docx translation, then a new worker starts;
 * - b: the same with SIGTERM;
 * - c: the embedded database's process is SIGKILLed while both jobs run;
 * - d: a .docx that breaks its worker thread every time;
 * - e: 600 small exports from 300 addresses (X-Forwarded-For, one trusted proxy) beside one visitor's export.
 * /api/health is asked every 250 ms (one request at a time) during each; printed: its median and maximum, how
 * each job ended, the account's quota before and after, the downloads, and the database's rows afterwards (no
 * job left queued or running, every failure with a message). Loopback only; stops what it started by PID.
 * Usage: npx tsx bench/bad-day.ts [--dist .next] [--port 4700] [--data /tmp/bad-day] [--scenarios a,b,c,d,e]
 *   [--profile DIR] (ports PORT to PORT+3; --profile writes the site process's CPU profile to DIR when it exits)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { loadavg } from "node:os";
import path from "node:path";
import pg from "pg";
import { unzipSync, zipSync } from "fflate";
import { buildDocx } from "../test-support/docx";
import { manual, startFake } from "./job-loop";
import { cpuMs, signIn } from "./next-app";
import { median } from "./stats";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const port = Number(args.get("port") ?? 4700);
const dist = args.get("dist") ?? ".next";
const dataDir = path.resolve(args.get("data") ?? "/tmp/bad-day-data");
const scenarios = (args.get("scenarios") ?? "a,b,c,d,e").split(",");
const logDir = args.get("logs") ?? dataDir + "-logs";
const profileDir = args.get("profile");
const app = `http://127.0.0.1:${port}`;
const slowSite = `127.0.0.1:${port + 1}`;
const smallSite = `127.0.0.1:${port + 2}`;
const fixture = process.env.BAD_DAY_SITE ?? "/work/shared/real-sites/wportfolio";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

// --- the fixture sites: a real site answering each request after 400 ms, and a one-page site ---------------------
const types: Record<string, string> = { ".html": "text/html; charset=utf-8", ".css": "text/css", ".png": "image/png" };
function serveSlowFolder(root: string, listenPort: number, delayMs: number) {
  const server = createServer(async (req, res) => {
    await sleep(delayMs);
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    let file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root)) return void res.writeHead(400).end();
    if ((await stat(file).catch(() => null))?.isDirectory()) file = path.join(file, "index.html");
    const body = await readFile(file).catch(() => null);
    if (!body) return void res.writeHead(404, { "content-type": types[".html"] }).end("não encontrado");
    res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" }).end(body);
  });
  server.listen(listenPort, "127.0.0.1");
  return server;
}
/** 45.000 nested elements (under the converter.s 50.000): a page built to break a parser or a walker. */
const deepPage = () => {
  const depth = 45_000;
  return `<!doctype html><html><head><title>Funda</title></head><body>${"<div>".repeat(depth)}fundo${"</div>".repeat(depth)}</body></html>`;
};
function serveSmallPage(listenPort: number) {
  const server = createServer((req, res) => {
    if (req.url === "/deep") return void res.writeHead(200, { "content-type": types[".html"] }).end(deepPage());
    res
      .writeHead(200, { "content-type": types[".html"] })
      .end(`<!doctype html><html><head><title>Pequeno</title></head><body><h1>Olá ${req.url}</h1></body></html>`);
  });
  server.listen(listenPort, "127.0.0.1");
  return server;
}

// --- the processes: site, worker, and the embedded database's process ----------------------------------------------
let fakeUrl = "";
const environment = (): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "production",
  HOSTNAME: "127.0.0.1",
  NEXT_DIST_DIR: dist,
  NEXT_TELEMETRY_DISABLED: "1",
  DATA_DIR: dataDir,
  TRUST_PROXY_HOPS: "1",
  CONVERTER_ALLOWED_HOSTS: `${slowSite},${smallSite}`,
  OPENAI_API_KEY: "sk-bad-day",
  OPENAI_BASE_URL: fakeUrl,
  OPENAI_CHAT_MODEL: "gpt-4.1-mini",
  TRANSLATE_DAILY_CHARS: "10000000",
  NEXTAUTH_SECRET: "bad-day-secret-0123456789abcdef0123",
});
let serial = 0;
function startProcess(name: string, script: string, extra: Record<string, string>): ChildProcess {
  const log = createWriteStream(path.join(logDir, `${name}-${++serial}.log`));
  const profile = name === "site" && profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, script], { env: { ...environment(), ...extra }, stdio: "pipe" });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  started.push(child);
  return child;
}
const started: ChildProcess[] = [];
let site: ChildProcess;
let worker: ChildProcess;
const startWorker = () => (worker = startProcess("worker", "worker/run.mjs", { JOB_WORKERS: "6" }));
async function waitForWorker(child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    let log = "";
    try {
      log = readFileSync(path.join(logDir, `worker-${serial}.log`), "utf8");
    } catch {
      // not opened yet
    }
    if (log.includes("[worker] pronto")) return;
    if (child.exitCode !== null) throw new Error(`the worker exited: ${log}`);
    await sleep(100);
  }
  throw new Error("the worker did not start");
}

/** The embedded database's process serving dataDir (its command line names the folder). */
function databasePid(): number | undefined {
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      if (command.some((part) => part.endsWith("embedded-server.mjs")) && command.includes(dataDir)) return Number(pid);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

// --- measuring -----------------------------------------------------------------------------------------------------
/** /api/health asked every 250 ms from a process of its own (bench/health-probe.mjs), not from this busy loop. */
function probeHealth() {
  const began = performance.now();
  const probe = spawn(process.execPath, [
    path.join(import.meta.dirname, "health-probe.mjs"),
    `${app}/api/health`,
    "250",
  ]);
  let output = "";
  probe.stdout.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise((resolve) => probe.on("exit", resolve));
  return async () => {
    probe.kill("SIGTERM");
    await exited;
    const answers = output
      .trim()
      .split("\n")
      .map((line) => line.split(" ").map(Number) as [number, number]);
    const times = answers.map(([, ms]) => ms);
    const statuses = new Map<number, number>();
    for (const [status] of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const statusText = [...statuses].map(([status, count]) => `${status || "no answer"} x${count}`).join(", ");
    // When the slowest answer came, counted from the start of the scenario by the times before it (and 250 ms each).
    const slowest = times.indexOf(Math.max(...times));
    const at = times.slice(0, slowest).reduce((sum, ms) => sum + ms + 250, 0) / 1000;
    return `/api/health: ${times.length} probes, median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms at ${at.toFixed(0)} s of ${((performance.now() - began) / 1000).toFixed(0)} (${statusText})`;
  };
}

// --- the site's API, as a browser and an account use it --------------------------------------------------------------
type View = { status: string; message?: string; pagesDone?: number; progress?: { done: number; total: number } };
async function startExport(address: string, url: string, maxPages: number) {
  const response = await fetch(`${app}/api/converter/site`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app, "x-forwarded-for": address },
    body: JSON.stringify({ url, maxPages }),
  });
  const cookie = response.headers.getSetCookie().map((value) => value.split(";")[0])[0] ?? "";
  const body = (await response.json()) as { id?: string; error?: { message: string } };
  return { status: response.status, id: body.id, cookie, address, error: body.error?.message };
}
/** An export's client, as the proxy names it: each address polls and downloads its own jobs. */
type Job = { id?: string; cookie: string; address?: string };
const jobHeaders = ({ cookie, address }: Job) => ({ cookie, ...(address ? { "x-forwarded-for": address } : {}) });
const exportView = async (job: Job) =>
  (await (await fetch(`${app}/api/converter/site/${job.id}`, { headers: jobHeaders(job) })).json()) as View;
async function exportDownload(job: Job) {
  const response = await fetch(`${app}/api/converter/site/${job.id}/download`, { headers: jobHeaders(job) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return `${response.status}, ${(bytes.length / 1024).toFixed(0)} KB${bytes[0] === 0x50 && bytes[1] === 0x4b ? " ZIP" : ""}`;
}
async function startDocument(cookie: string, file: Uint8Array, name = "manual.docx") {
  const form = new FormData();
  form.set("target", "pt-BR");
  form.set("source", "en");
  form.set("file", new Blob([new Uint8Array(file)]), name);
  const response = await fetch(`${app}/api/translate/document`, {
    method: "POST",
    body: form,
    headers: { cookie, prefer: "respond-async", origin: app },
  });
  const body = (await response.json()) as { id?: string; error?: { message: string } };
  if (response.status !== 202) throw new Error(`document: ${response.status} ${JSON.stringify(body)}`);
  return body.id!;
}
const documentView = async (id: string, cookie: string) =>
  (await (await fetch(`${app}/api/translate/document/${id}`, { headers: { cookie } })).json()) as View;
/** The account's quota used (asked again while the site answers 503, as during a database restart). */
async function quotaUsed(cookie: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${app}/api/translate/document`, { headers: { cookie } });
    const body = (await response.json()) as { quota?: { used: number } };
    if (body.quota) return body.quota.used;
    if (attempt > 60) throw new Error(`quota: ${response.status} ${JSON.stringify(body)}`);
    await sleep(1_000);
  }
}
async function documentDownload(id: string, cookie: string) {
  const response = await fetch(`${app}/api/translate/document/${id}/file`, { headers: { cookie } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return `${response.status}, ${(bytes.length / 1024).toFixed(0)} KB`;
}
const terminal = (view: View) => ["done", "failed", "cancelled"].includes(view.status);
async function until(view: () => Promise<View>, ok: (value: View) => boolean, ms: number): Promise<View> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await view().catch(() => ({ status: "unreadable" }) as View);
    if (ok(value) || Date.now() > deadline) return value;
    await sleep(500);
  }
}
const describe = (view: View) =>
  `${view.status}${view.message ? ` ("${view.message}")` : ""}${view.pagesDone !== undefined ? `, ${view.pagesDone} pages` : ""}${view.progress ? `, ${view.progress.done}/${view.progress.total} blocks` : ""}`;

// --- the database, read afterwards -----------------------------------------------------------------------------------
async function databaseReport(since: Date) {
  const client = new pg.Client({ host: dataDir, port: 5432, user: "postgres", database: "postgres" });
  await client.connect();
  try {
    const rows = await client.query<{ kind: string; status: string; has_message: boolean; n: string }>(
      `select kind, status, (message is not null and message <> '') as has_message, count(*) as n
       from jobs where created_at >= $1 group by 1, 2, 3 order by 1, 2`,
      [since],
    );
    const results = await client.query<{ missing: string }>(
      `select count(*) as missing from jobs j where j.status = 'done' and j.created_at >= $1
       and not exists (select 1 from job_results r where r.job_id = j.id and r.seq >= 0)`,
      [since],
    );
    const stuck = rows.rows.filter((row) => row.status === "queued" || row.status === "running");
    const silent = rows.rows.filter((row) => row.status === "failed" && !row.has_message);
    return (
      `jobs: ${rows.rows.map((row) => `${row.kind} ${row.status}${row.status === "failed" ? (row.has_message ? " with message" : " WITHOUT message") : ""} ${row.n}`).join("; ")}` +
      `; done without a file ${results.rows[0].missing}` +
      (stuck.length
        ? `; STILL QUEUED/RUNNING: ${stuck.map((row) => `${row.kind} ${row.status} ${row.n}`).join(", ")}`
        : "") +
      (silent.length ? "; FAILED WITHOUT A MESSAGE" : "")
    );
  } finally {
    await client.end();
  }
}

// --- the scenarios -------------------------------------------------------------------------------------------------
const docx = manual();
let account = "";
let visitor = 0;
const visitorAddress = () => `203.0.113.${++visitor}`;

/** A site export and a document translation, both running, then `fault`; answers how they ended. */
async function twoJobsThrough(label: string, fault: () => Promise<void>, waitMs: number) {
  const since = new Date(Date.now() - 1000);
  const before = await quotaUsed(account);
  const stop = probeHealth();
  const loadBefore = load();
  const exported = await startExport(visitorAddress(), `http://${slowSite}/`, 10);
  if (exported.status !== 202) throw new Error(`export: ${exported.status} ${exported.error}`);
  const documentId = await startDocument(account, docx);
  // A third job whose owner closed the tab: nobody reads its status again.
  const unread = await startExport(visitorAddress(), `http://${slowSite}/`, 10);
  const charged = (await quotaUsed(account)) - before;
  const [midExport, midDocument] = await Promise.all([
    until(
      () => exportView(exported),
      (v) => (v.pagesDone ?? 0) >= 2 || terminal(v),
      120_000,
    ),
    until(
      () => documentView(documentId, account),
      (v) => (v.progress?.done ?? 0) >= 10 || terminal(v),
      120_000,
    ),
  ]);
  console.log(`${label}: before the fault, export ${describe(midExport)}; document ${describe(midDocument)}`);
  const faultAt = performance.now();
  await fault();
  const [endExport, endDocument] = await Promise.all([
    until(() => exportView(exported), terminal, waitMs),
    until(() => documentView(documentId, account), terminal, waitMs),
  ]);
  const seconds = ((performance.now() - faultAt) / 1000).toFixed(1);
  const after = await quotaUsed(account);
  console.log(
    `${label}: ${seconds} s after the fault, export ${describe(endExport)}; document ${describe(endDocument)}`,
  );
  if (endExport.status === "done") console.log(`${label}: export download ${await exportDownload(exported)}`);
  if (endDocument.status === "done")
    console.log(`${label}: document download ${await documentDownload(documentId, account)}`);
  console.log(
    `${label}: quota charged ${charged} characters at the upload; used ${before} before, ${after} after (${after - before} kept)`,
  );
  console.log(`${label}: ${await stop()}; load before ${loadBefore}, after ${load()}`);
  // The unread export's own end, straight from its row (reading it through the API would end it).
  await until(
    async () => ({ status: await rowStatus(unread.id!) }),
    (v) => !/^(running|queued)/.test(v.status),
    20_000,
  );
  console.log(`${label}: the export nobody reads any more: row ${await rowStatus(unread.id!)}`);
  console.log(`${label}: database: ${await databaseReport(since)}`);
}

async function rowStatus(id: string): Promise<string> {
  const client = new pg.Client({ host: dataDir, port: 5432, user: "postgres", database: "postgres" });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string; message: string | null; age: number }>(
      "select status, message, extract(epoch from now() - heartbeat_at)::int as age from jobs where id = $1",
      [id],
    );
    return rows[0]
      ? `${rows[0].status}${rows[0].message ? ` (${rows[0].message})` : ""}, heartbeat ${rows[0].age} s old`
      : "gone";
  } finally {
    await client.end();
  }
}

async function killWorker(signal: NodeJS.Signals) {
  const old = worker;
  const exited = new Promise((resolve) => old.once("exit", resolve));
  old.kill(signal);
  await exited;
  console.log(`  worker ${old.pid} ended by ${signal} (exit ${old.exitCode ?? old.signalCode})`);
  await waitForWorker(startWorker());
  console.log(`  new worker ${worker.pid} ready`);
}

async function killDatabase() {
  const pid = databasePid();
  if (!pid) throw new Error("no embedded database process found");
  process.kill(pid, "SIGKILL");
  const killedAt = Date.now();
  for (;;) {
    const next = databasePid();
    if (next && next !== pid) {
      console.log(`  database process ${pid} killed; ${next} serves the folder ${Date.now() - killedAt} ms later`);
      return;
    }
    if (Date.now() - killedAt > 60_000) return void console.log(`  database process ${pid} killed; none back in 60 s`);
    await sleep(100);
  }
}

/** A .docx whose one paragraph is nested this deep (hostile input for the thread's parser and walker). */
function hostileDocx(kind: string): Uint8Array {
  const base = buildDocx([{ runs: [{ text: "Hello world" }] }]);
  const files = unzipSync(base);
  if (kind === "deep") {
    const depth = 70_000;
    const xml = new TextDecoder().decode(files["word/document.xml"]);
    const nested =
      "<w:sdt><w:sdtContent>".repeat(depth) +
      "<w:p><w:r><w:t>Olá</w:t></w:r></w:p>" +
      "</w:sdtContent></w:sdt>".repeat(depth);
    files["word/document.xml"] = new TextEncoder().encode(xml.replace(/<w:body>/, `<w:body>${nested}`));
  }
  return zipSync(files);
}

async function scenarioD() {
  const since = new Date(Date.now() - 1000);
  const stop = probeHealth();
  const loadBefore = load();
  for (const kind of ["deep"]) {
    const before = await quotaUsed(account);
    let id: string;
    try {
      id = await startDocument(account, hostileDocx(kind));
    } catch (error) {
      console.log(`d (${kind}): refused at the upload: ${(error as Error).message}`);
      continue;
    }
    const charged = (await quotaUsed(account)) - before;
    const started = performance.now();
    const end = await until(() => documentView(id, account), terminal, 180_000);
    const after = await quotaUsed(account);
    console.log(
      `d (${kind}): ${describe(end)} after ${((performance.now() - started) / 1000).toFixed(1)} s; charged ${charged}, used ${before} before, ${after} after; worker ${worker.exitCode === null ? "alive" : "GONE"}`,
    );
  }
  // The same kind of input for the site export: a page whose tree is nested 45.000 deep.
  const hostile = await startExport(visitorAddress(), `http://${smallSite}/deep`, 1);
  const startedExport = performance.now();
  const exportEnd =
    hostile.status === 202
      ? describe(await until(() => exportView(hostile), terminal, 600_000))
      : `refused ${hostile.status} ${hostile.error}`;
  console.log(
    `d (deep page export): ${exportEnd} after ${((performance.now() - startedExport) / 1000).toFixed(1)} s; worker ${worker.exitCode === null ? "alive" : "GONE"}`,
  );
  console.log(`d: ${await stop()}; load before ${loadBefore}, after ${load()}`);
  console.log(`d: database: ${await databaseReport(since)}`);
}

/**
 * f: a document job that fails in the worker (every model call refused): what it charged comes back to the
 * account that the site counts (the worker gives it back; without Redis each process counts in its own memory).
 */
async function scenarioF() {
  const fakeOrigin = fakeUrl.replace(/\/v1$/, "");
  await fetch(`${fakeOrigin}/__reset`, { method: "POST" });
  await fetch(`${fakeOrigin}/__scenario`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      endpoint: "chat",
      kind: "error",
      status: 400,
      code: "invalid_request_error",
      times: 10_000,
    }),
  });
  const before = await quotaUsed(account);
  const id = await startDocument(account, buildDocx([{ runs: [{ text: "Hello world, this is a small manual." }] }]));
  const charged = (await quotaUsed(account)) - before;
  const end = await until(() => documentView(id, account), terminal, 120_000);
  const after = await quotaUsed(account);
  console.log(
    `f (document failing in the worker): ${describe(end)}; charged ${charged}, used ${before} before, ${after} after`,
  );
}

async function scenarioE() {
  const since = new Date(Date.now() - 1000);
  const stop = probeHealth();
  const siteCpuBefore = cpuMs(site.pid!);
  const loadBefore = load();
  const started = performance.now();
  const addresses = Array.from({ length: 300 }, (_, i) => `198.51.${100 + (i >> 8)}.${(i & 255) + 1}`);
  const accepted: Job[] = [];
  const refused = new Map<string, number>();
  // Each address sends its first small export at once, then its second as soon as it is let in (one running and
  // one queued per address); the visitor's export goes in after the 300 first.
  const sendAll = async (round: number) =>
    Promise.all(
      addresses.map(async (address) => {
        for (let attempt = 0; attempt < 400; attempt++) {
          const answer = await startExport(address, `http://${smallSite}/${round}/${address}`, 1).catch(
            (error: Error & { cause?: { code?: string } }) =>
              ({ status: 0, cookie: "", error: error.cause?.code ?? error.message }) as {
                status: number;
                id?: string;
                cookie: string;
                error?: string;
              },
          );
          if (answer.status === 202) return void accepted.push({ id: answer.id!, cookie: answer.cookie, address });
          const why = answer.status === 429 ? "429" : `${answer.status} (${answer.error})`;
          refused.set(why, (refused.get(why) ?? 0) + 1);
          if (answer.status !== 429) return;
          await sleep(1_000);
        }
      }),
    );
  await sendAll(1);
  const visitorJob = await startExport(visitorAddress(), `http://${slowSite}/`, 10);
  console.log(
    `e: 300 first small exports queued in ${((performance.now() - started) / 1000).toFixed(1)} s; visitor's export ${visitorJob.status}`,
  );
  const second = sendAll(2);
  const visitorEnd = await until(() => exportView(visitorJob), terminal, 15 * 60_000);
  const visitorSeconds = ((performance.now() - started) / 1000).toFixed(1);
  await second;
  const ends = new Map<string, number>();
  await Promise.all(
    accepted.map(async (job) => {
      const view = await until(() => exportView(job), terminal, 15 * 60_000);
      ends.set(view.status, (ends.get(view.status) ?? 0) + 1);
    }),
  );
  console.log(
    `e: visitor's export ${describe(visitorEnd)} ${visitorSeconds} s after the first small one; download ${visitorEnd.status === "done" ? await exportDownload(visitorJob) : "-"}`,
  );
  console.log(
    `e: ${accepted.length} small exports accepted (refusals on the way: ${[...refused].map(([s, n]) => `${s} x${n}`).join(", ") || "none"}), ended ${[...ends].map(([s, n]) => `${s} ${n}`).join(", ")}, all in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const sample = accepted.slice(0, 5);
  console.log(
    `e: downloads of 5 small ones: ${(await Promise.all(sample.map((job) => exportDownload(job)))).join("; ")}`,
  );
  console.log(`e: ${await stop()}; load before ${loadBefore}, after ${load()}`);
  console.log(
    `e: the site's CPU (server.mjs and the database's process) ${((cpuMs(site.pid!) - siteCpuBefore) / 1000).toFixed(1)} s`,
  );
  console.log(`e: database: ${await databaseReport(since)}`);
}

async function main() {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const servers = [serveSlowFolder(fixture, port + 1, 400), serveSmallPage(port + 2)];
  const fake = await startFake(port + 3);
  fakeUrl = fake.url;
  // Each translation block answers after 300 ms, so a 5 MB document takes long enough to be interrupted.
  await fetch(`${fake.url.replace(/\/v1$/, "")}/__scenario`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ endpoint: "chat", kind: "translation", mode: "good", delayMs: 300, times: 100_000 }),
  });
  try {
    site = startProcess("site", "server.mjs", { PORT: String(port), JOB_WORKERS: "0" });
    for (let i = 0; ; i++) {
      if ((await fetch(`${app}/api/health`).catch(() => null))?.ok) break;
      if (i > 600) throw new Error("the site did not start");
      await sleep(200);
    }
    await waitForWorker(startWorker());
    account = await signIn(app);
    console.log(`site ${site.pid}, worker ${worker.pid}, database ${databasePid()}; load ${load()}`);
    if (scenarios.includes("a")) await twoJobsThrough("a (SIGKILL worker)", () => killWorker("SIGKILL"), 180_000);
    if (scenarios.includes("b")) await twoJobsThrough("b (SIGTERM worker)", () => killWorker("SIGTERM"), 300_000);
    if (scenarios.includes("c")) await twoJobsThrough("c (SIGKILL database)", killDatabase, 300_000);
    if (scenarios.includes("d")) await scenarioD();
    if (scenarios.includes("e")) await scenarioE();
    if (scenarios.includes("f")) await scenarioF();
  } finally {
    for (const child of started.toReversed())
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const database = databasePid();
    // A profiled site writes its profile as it exits, which takes longer than the usual grace.
    for (let waited = 0; waited < (profileDir ? 30_000 : 3_000); waited += 250) {
      if (started.every((child) => child.exitCode !== null || child.signalCode !== null)) break;
      await sleep(250);
    }
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    if (database && databasePid() === database) process.kill(database, "SIGTERM");
    fake.stop();
    for (const server of servers) server.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
