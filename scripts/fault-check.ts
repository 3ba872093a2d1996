/**
 * Shows that the app fails fast and recovers by itself when PostgreSQL or Redis stop answering, and that
 * SIGTERM lets the requests in flight finish. Starts a throwaway PostgreSQL and Redis and one instance of
 * the current build (`node server.mjs`), then:
 * - freezes PostgreSQL (SIGSTOP on every process of the cluster) for 1 s: a request still gets through;
 * - freezes it for longer: health, sign-up and the contact form answer 503 with Retry-After within 3 s;
 *   thawed, everything answers again without a restart;
 * - freezes Redis, then stops it: every request answers within 2 s and never 5xx, the log says once that
 *   Redis is lost and once that it is back, and the limits count in Redis again;
 * - sends SIGTERM with two conversions in flight: the one that fits in the grace period is answered in
 *   full, the one that outlives it gets a 503, and the process exits by itself.
 * A sign-up hashes a password, which on a busy machine takes longer than any fault: with Redis at fault its
 * bounds are counted on top of its median time without a fault, measured first (health and the contact form do
 * no such work). With PostgreSQL frozen it gets health's bound: it asks the database while it hashes.
 * Every 2xx confirmed during the faults is checked in the database at the end. Prints the figures (for
 * bench/history.md) and exits 1 when a bound is broken; FAULT_REPORT_ONLY=1 only prints them.
 * Usage: NEXT_DIST_DIR=.next FAULT_PORT=20300 npx tsx scripts/fault-check.ts (ports FAULT_PORT to +3)
 */
import assert from "node:assert/strict";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import Redis from "ioredis";

const base = Number(process.env.FAULT_PORT ?? 20300);
const [pgPort, redisPort, appPort, pagePort] = [base, base + 1, base + 2, base + 3];
const app = `http://127.0.0.1:${appPort}`;
const distDir = process.env.NEXT_DIST_DIR || ".next";
const reportOnly = process.env.FAULT_REPORT_ONLY === "1";
const graceMs = 5_000;
const clientTimeoutMs = 10_000;
const root = process.getuid?.() === 0;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const work = mkdtempSync(path.join(tmpdir(), "fault-check-"));
chmodSync(work, 0o755);
const pgbin = path.join(
  "/usr/lib/postgresql",
  readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a))[0],
  "bin",
);

function asPostgres(command: string) {
  const result = root
    ? spawnSync("su", ["postgres", "-s", "/bin/bash", "-c", command], { encoding: "utf8" })
    : spawnSync("bash", ["-c", command], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`);
  return result.stdout;
}

const sql = (query: string) =>
  asPostgres(`${pgbin}/psql -h 127.0.0.1 -p ${pgPort} -U postgres -d site -Atc "${query}"`).trim();

/** The postmaster and its children: freezing only the postmaster would leave the open connections working. */
function postgresPids(): number[] {
  const postmaster = Number(readFileSync(`${work}/pg/postmaster.pid`, "utf8").split("\n")[0]);
  const children = readdirSync("/proc")
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function signalAll(pids: number[], signal: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // gone meanwhile
    }
  }
}

let redisServer: ChildProcess | undefined;
function startRedis() {
  redisServer = spawn(
    "redis-server",
    ["--bind", "127.0.0.1", "--port", String(redisPort), "--save", "", "--appendonly", "no", "--dir", work],
    { stdio: "ignore" },
  );
}

let appProcess: ChildProcess | undefined;
const logLines: string[] = [];
let appExit: Promise<number | null> = Promise.resolve(null);

function startApp() {
  appProcess = spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(appPort),
      HOSTNAME: "127.0.0.1",
      NEXT_DIST_DIR: distDir,
      DATA_DIR: `${work}/app`,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/site`,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      NEXTAUTH_SECRET: "fault-check-secret-0123456789abcdef",
      CONVERTER_ALLOWED_HOSTS: `127.0.0.1:${pagePort}`,
      SHUTDOWN_GRACE_MS: String(graceMs),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const child = appProcess;
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream?.on("data", (data: Buffer) => {
      pending += data;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      logLines.push(...lines);
    });
  }
  appExit = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
}

type Answer = { status: number; ms: number; retryAfter?: string; body: string; error?: string };

let client = 0;
/**
 * One request on a fresh connection, given up after clientTimeoutMs (status 0 then). Each comes from
 * another loopback address, so the per-client limits never answer 429 here.
 */
function send(method: string, urlPath: string, body?: unknown): Promise<Answer> {
  const localAddress = `127.0.${1 + Math.floor(client / 250)}.${2 + (client++ % 250)}`;
  const started = performance.now();
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${app}${urlPath}`,
      {
        method,
        agent: false,
        localAddress,
        timeout: clientTimeoutMs,
        headers: payload ? { "content-type": "application/json" } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        const done = (error?: string) =>
          resolve({
            status: res.statusCode ?? 0,
            ms: Math.round(performance.now() - started),
            retryAfter: res.headers["retry-after"] as string | undefined,
            body: Buffer.concat(chunks).toString(),
            error,
          });
        res.on("end", () => done());
        res.on("error", (error) => done(error.message));
        res.on("aborted", () => done("aborted"));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${clientTimeoutMs / 1000} s`)));
    req.on("error", (error) =>
      resolve({ status: 0, ms: Math.round(performance.now() - started), body: "", error: error.message }),
    );
    req.end(payload);
  });
}

let serial = 0;
const confirmedEmails: string[] = [];
const confirmedLeads: string[] = [];
const register = async () => {
  const email = `falha-${Date.now()}-${++serial}@exemplo.com`;
  const answer = await send("POST", "/api/auth/register", { email, password: "senha-de-teste-123" });
  if (answer.status >= 200 && answer.status < 300) confirmedEmails.push(email);
  return { ...answer, email };
};
const contact = async () => {
  const name = `Falha ${Date.now()}-${++serial}`;
  const answer = await send("POST", "/api/contact", { name, contact: "falha@exemplo.com", message: "Olá" });
  if (answer.status >= 200 && answer.status < 300) confirmedLeads.push(name);
  return answer;
};

/** Median time of a sign-up without a fault, added to its bounds (see above). */
let signUpWork = 0;
const boundOf = (name: string, ms: number) => (name === "sign-up" ? ms + signUpWork : ms);

const figures: string[] = [];
const broken: string[] = [];
function expectThat(ok: boolean, what: string) {
  if (ok) console.log(`✓ ${what}`);
  else {
    console.log(`✗ ${what}`);
    broken.push(what);
  }
}
const describe = (answer: Answer) =>
  `${answer.status || answer.error} in ${(answer.ms / 1000).toFixed(2)} s` +
  (answer.retryAfter ? ` (Retry-After ${answer.retryAfter})` : "");

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const unavailable = (answer: Answer, boundMs: number) => {
  try {
    const { error } = JSON.parse(answer.body) as { error: { code: string; message: string } };
    return (
      answer.status === 503 &&
      Boolean(answer.retryAfter) &&
      error.code === "service_unavailable" &&
      error.message.startsWith("O serviço está indisponível no momento") &&
      answer.ms < boundMs
    );
  } catch {
    return false;
  }
};

async function checkDatabase() {
  console.log("\n== PostgreSQL ==");
  // A database that answers slowly but does answer: frozen for 1 s, well under the query timeout.
  const pids = postgresPids();
  signalAll(pids, "SIGSTOP");
  const slow = register();
  await sleep(1_000);
  signalAll(pids, "SIGCONT");
  const slowAnswer = await slow;
  figures.push(`PostgreSQL frozen 1 s: sign-up ${describe(slowAnswer)}`);
  expectThat(slowAnswer.status === 201, `a slow database (frozen 1 s) still takes a sign-up: ${describe(slowAnswer)}`);

  const linesBefore = logLines.length;
  signalAll(postgresPids(), "SIGSTOP");
  const frozenAt = Date.now();
  try {
    for (const round of [1, 2]) {
      const [health, signUp, lead] = await Promise.all([send("GET", "/api/health"), register(), contact()]);
      const at = ((Date.now() - frozenAt) / 1000).toFixed(0);
      figures.push(
        `PostgreSQL frozen (round ${round}, ~${at} s in): health ${describe(health)}, sign-up ${describe(signUp)}, contact ${describe(lead)}`,
      );
      for (const [name, answer] of Object.entries({ health, "sign-up": signUp, contact: lead })) {
        expectThat(
          unavailable(answer, 3_000), // a sign-up asks the database while it hashes: the same bound as health
          `database frozen: ${name} answers 503 + Retry-After within 3 s: ${describe(answer)}`,
        );
      }
    }
  } finally {
    signalAll(postgresPids(), "SIGCONT");
  }
  const thawed = Date.now();
  await waitFor("health after the database thawed", async () =>
    (await send("GET", "/api/health")).status === 200 ? true : undefined,
  );
  const back = await register();
  const recoveryMs = Date.now() - thawed;
  figures.push(`PostgreSQL thawed: health 200 and a sign-up 201 after ${(recoveryMs / 1000).toFixed(2)} s, no restart`);
  const dbLines = logLines.slice(linesBefore).filter((line) => /^\[(db|api)\]/.test(line));
  figures.push(
    `PostgreSQL frozen then thawed: ${dbLines.length} log line(s) about it during 6 requests and the polling`,
  );
  expectThat(
    dbLines.length === 2 && /não responde/.test(dbLines[0]) && /de novo/.test(dbLines[1]),
    `PostgreSQL silent: one log line when it stops answering, one when it is back (${JSON.stringify(dbLines)})`,
  );
  expectThat(
    back.status === 201 && recoveryMs < 5_000,
    `thawed, the database serves again without a restart (${recoveryMs} ms)`,
  );
}

const redisLines = () => logLines.filter((line) => /redis/i.test(line));

async function checkRedis() {
  console.log("\n== Redis ==");
  const redisPid = redisServer?.pid;
  assert.ok(redisPid);
  const before = redisLines().length;
  process.kill(redisPid, "SIGSTOP");
  const frozen: (Answer & { name: string })[] = [];
  const named = (name: string) => (answer: Answer) => ({ ...answer, name });
  try {
    for (let i = 0; i < 5; i++) {
      frozen.push(...(await Promise.all([register().then(named("sign-up")), contact().then(named("contact"))])));
    }
  } finally {
    process.kill(redisPid, "SIGCONT");
  }
  console.log(`  times: ${frozen.map((answer) => answer.ms).join(", ")} ms`);
  const worst = frozen.reduce((a, b) => (b.ms > a.ms || b.status === 0 ? b : a));
  figures.push(
    `Redis frozen: ${frozen.length} sign-ups and leads, statuses ${[...new Set(frozen.map((a) => a.status || a.error))].join("/")}, slowest ${describe(worst)}`,
  );
  expectThat(
    frozen.every((answer) => answer.status > 0 && answer.status < 500 && answer.ms < boundOf(answer.name, 2_000)),
    `Redis frozen: every request answers within 2 s, never 5xx (slowest ${describe(worst)})`,
  );
  const frozenLines = redisLines().slice(before);
  figures.push(`Redis frozen: ${frozenLines.length} log line(s) about Redis during ${frozen.length} requests`);
  expectThat(
    frozenLines.length === 1 && /perdido|indispon/i.test(frozenLines[0]),
    `Redis frozen: one log line says it is lost (${JSON.stringify(frozenLines)})`,
  );
  await checkRedisBack("frozen");

  const stoppedBefore = redisLines().length;
  redisServer?.kill("SIGKILL");
  await new Promise((done) => redisServer?.once("exit", done));
  const stopped: (Answer & { name: string })[] = [];
  for (let i = 0; i < 5; i++) {
    stopped.push(...(await Promise.all([register().then(named("sign-up")), contact().then(named("contact"))])));
  }
  const slowest = stopped.reduce((a, b) => (b.ms > a.ms || b.status === 0 ? b : a));
  figures.push(
    `Redis stopped: ${stopped.length} requests, statuses ${[...new Set(stopped.map((a) => a.status || a.error))].join("/")}, slowest ${describe(slowest)}`,
  );
  expectThat(
    stopped.every((answer) => answer.status > 0 && answer.status < 500 && answer.ms < boundOf(answer.name, 2_000)),
    `Redis stopped: every request answers within 2 s, never 5xx (slowest ${describe(slowest)})`,
  );
  const stoppedLines = redisLines().slice(stoppedBefore);
  figures.push(`Redis stopped: ${stoppedLines.length} log line(s) about Redis during ${stopped.length} requests`);
  expectThat(stoppedLines.length === 1, `Redis stopped: one log line, not one per request (${stoppedLines.length})`);
  startRedis();
  await checkRedisBack("restarted");
}

/** The log says Redis is back (once) and a sign-up counts in Redis again. */
async function checkRedisBack(how: string) {
  const before = redisLines().length;
  const client = new Redis(`redis://127.0.0.1:${redisPort}`, { lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on("error", () => {});
  try {
    const resumedAt = Date.now();
    const email = await waitFor(
      "the limits to count in Redis again",
      async () => {
        const answer = await register();
        if (answer.status !== 201) return undefined;
        if (client.status === "wait" || client.status === "end") await client.connect().catch(() => {});
        const counted = await client.exists(`rl:registerEmail:${answer.email}`).catch(() => 0);
        return counted ? answer.email : undefined;
      },
      15_000,
    ).catch(() => undefined);
    const ms = Date.now() - resumedAt;
    figures.push(`Redis ${how} and back: limits count in Redis again after ${(ms / 1000).toFixed(1)} s`);
    expectThat(Boolean(email), `Redis ${how} and back: the limits count in Redis again (${ms} ms)`);
    const lines = redisLines().slice(before);
    expectThat(
      lines.length === 1 && /volt|de volta|restabelec/i.test(lines[0]),
      `Redis ${how} and back: one log line says it is back (${JSON.stringify(lines)})`,
    );
  } finally {
    client.disconnect();
  }
}

async function checkShutdown() {
  console.log("\n== SIGTERM with requests in flight ==");
  const convert = (ms: number) => send("POST", "/api/converter", { url: `http://127.0.0.1:${pagePort}/slow?ms=${ms}` });
  const fits = convert(2_000);
  const outlives = convert(60_000);
  await sleep(500);
  const signalled = Date.now();
  appProcess?.kill("SIGTERM");
  await sleep(200);
  const afterSignal = await send("GET", "/api/health");
  const [fitsAnswer, outlivesAnswer] = await Promise.all([fits, outlives]);
  const code = await Promise.race([appExit, sleep(graceMs + 5_000).then(() => "still running")]);
  const exitMs = Date.now() - signalled;
  figures.push(
    `SIGTERM, conversion of 2 s in flight: ${describe(fitsAnswer)} (${fitsAnswer.body.length} bytes); ` +
      `conversion outliving the ${graceMs / 1000} s grace: ${describe(outlivesAnswer)}; exit ${code} after ${(exitMs / 1000).toFixed(1)} s`,
  );
  expectThat(
    afterSignal.status === 0 || afterSignal.status === 503,
    `after SIGTERM, health is refused or 503 (${afterSignal.status || afterSignal.error})`,
  );
  expectThat(
    fitsAnswer.status === 200 && fitsAnswer.body.includes("pagina lenta"),
    `a conversion in flight is answered in full (${describe(fitsAnswer)})`,
  );
  expectThat(
    unavailable(outlivesAnswer, graceMs + 2_000),
    `a conversion that outlives the grace period gets a 503 (${describe(outlivesAnswer)})`,
  );
  expectThat(code === 0 && exitMs < graceMs + 3_000, `the server exits by itself (code ${code}, ${exitMs} ms)`);
}

async function main() {
  const slowPages = createServer((req, res) => {
    const ms = Number(new URL(req.url ?? "/", "http://x").searchParams.get("ms") ?? 0);
    const timer = setTimeout(() => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end("<!doctype html><html><head><title>Lenta</title></head><body><p>pagina lenta</p></body></html>");
    }, ms);
    res.on("close", () => clearTimeout(timer));
  }).listen(pagePort, "127.0.0.1");

  if (root) chownSync(work, ...uidOfPostgres());
  asPostgres(`${pgbin}/initdb -D ${work}/pg -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null`);
  asPostgres(
    `${pgbin}/pg_ctl -D ${work}/pg -l ${work}/pg.log -w -o "-c listen_addresses=127.0.0.1 -p ${pgPort} -k ${work}" start >/dev/null`,
  );
  try {
    asPostgres(`${pgbin}/psql -h 127.0.0.1 -p ${pgPort} -U postgres -qc "create database site"`);
    startRedis();
    startApp();
    await waitFor(
      "the app",
      async () => ((await send("GET", "/api/health")).status === 200 ? true : undefined),
      120_000,
    );
    const signUps = [await register(), await register(), await register()];
    assert.deepEqual(
      signUps.map((answer) => answer.status),
      [201, 201, 201],
      "sign-ups before any fault",
    );
    signUpWork = signUps.map((answer) => answer.ms).sort((a, b) => a - b)[1];
    const lead = await contact();
    figures.push(`No fault: sign-up ${signUpWork} ms (median of 3), contact ${describe(lead)}`);

    await checkDatabase();
    await checkRedis();
    await checkShutdown();

    const emails = Number(
      sql(`select count(*) from users where email in (${confirmedEmails.map((e) => `'${e}'`).join(",")})`),
    );
    const leads = Number(
      sql(`select count(*) from leads where name in (${confirmedLeads.map((n) => `'${n}'`).join(",")})`),
    );
    expectThat(
      emails === confirmedEmails.length && leads === confirmedLeads.length,
      `every 2xx is in the database: ${emails}/${confirmedEmails.length} accounts, ${leads}/${confirmedLeads.length} leads`,
    );
  } finally {
    appProcess?.kill("SIGKILL");
    redisServer?.kill("SIGKILL");
    signalAll(postgresPids(), "SIGCONT");
    asPostgres(`${pgbin}/pg_ctl -D ${work}/pg -m immediate -w stop >/dev/null`);
    slowPages.close();
    rmSync(work, { recursive: true, force: true });
  }

  console.log("\nFigures:");
  for (const line of figures) console.log(`- ${line}`);
  if (broken.length && !reportOnly) {
    console.error(`\n${broken.length} bound(s) broken. Last lines of the app's log:`);
    console.error(logLines.slice(-30).join("\n"));
    process.exit(1);
  }
  process.exit(0);
}

function uidOfPostgres(): [number, number] {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"));
  assert.ok(line, "no postgres user");
  const [, , uid, gid] = line.split(":");
  return [Number(uid), Number(gid)];
}

main().catch((error) => {
  console.error(error);
  console.error(logLines.slice(-30).join("\n"));
  appProcess?.kill("SIGKILL");
  redisServer?.kill("SIGKILL");
  process.exit(1);
});
