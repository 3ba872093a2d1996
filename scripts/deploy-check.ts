/**
 * Shows that deploy/ works: starts `bash deploy/try.sh` (PORT, default 8080, and NEXT_DIST_DIR are passed
 * on), checks what nginx serves itself, what it caches, that the app sees the real client, runs the
 * scale-out check through nginx, crashes one instance then the other (try.sh starts them again), restarts
 * each instance in turn with SIGTERM while GETs and POSTs run through nginx (none may fail), exports a site
 * through nginx (run by the worker process, the ZIP downloaded from each instance), then sends try.sh
 * SIGTERM and checks that nothing it started is left.
 * Usage: PORT=5680 npx tsx scripts/deploy-check.ts
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { startFixtureSite, type FixtureSite } from "../test-support/fakes/fixture-site";

const port = Number(process.env.PORT ?? 8080);
const base = `http://127.0.0.1:${port}`;
const distDir = process.env.NEXT_DIST_DIR || ".next";

/** A GET or POST through nginx from a chosen loopback address (127.0.0.2 is another client). */
function send(urlPath: string, options: { from?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${base}${urlPath}`,
        { method: options.body ? "POST" : "GET", localAddress: options.from, headers: options.headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on("error", reject);
      req.end(options.body);
    },
  );
}

function listening(portToTry: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(portToTry, "127.0.0.1");
    socket.on("connect", () => (socket.destroy(), resolve(true)));
    socket.on("error", () => resolve(false));
  });
}

/** Processes whose command line or environment names the stack's folder (Linux's /proc). */
function processesUsing(folder: string): string[] {
  return readdirSync("/proc").filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return ["cmdline", "environ"].some((file) => readFileSync(`/proc/${pid}/${file}`).includes(folder));
    } catch {
      return false; // gone meanwhile, or not ours to read
    }
  });
}

function run(command: string, args: string[]) {
  return new Promise<number | null>((resolve) => spawn(command, args, { stdio: "inherit" }).on("exit", resolve));
}

async function checkStack() {
  const chunk = readdirSync(path.join(distDir, "static/chunks")).find((name) => name.endsWith(".js"));
  const script = await send(`/_next/static/chunks/${chunk}`, { headers: { "accept-encoding": "gzip" } });
  assert.equal(script.status, 200);
  assert.equal(script.headers["cache-control"], "public, max-age=31536000, immutable");
  assert.equal(script.headers["content-encoding"], "gzip");
  assert.equal(script.headers["x-content-type-options"], "nosniff");
  assert.equal(script.headers["x-cache-status"], undefined, "build files must come from disk, not from the app");
  console.log("✓ /_next/static served by nginx, gzip, cached for a year (immutable)");

  // The app writes a Brotli copy of each build file when it starts (lib/http/static-brotli.mjs); nginx
  // serves it to a browser that accepts br (brotli_static).
  const largest = readdirSync(path.join(distDir, "static/chunks"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({ name, size: statSync(path.join(distDir, "static/chunks", name)).size }))
    .sort((a, b) => b.size - a.size)[0];
  const compressed = path.join(distDir, "static/chunks", `${largest.name}.br`);
  for (let waited = 0; !existsSync(compressed); waited += 500) {
    assert.ok(waited < 60_000, `${compressed} not written 60 s after the start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const brotli = await send(`/_next/static/chunks/${largest.name}`, { headers: { "accept-encoding": "gzip, br" } });
  assert.equal(brotli.headers["content-encoding"], "br");
  assert.equal(brotli.headers.vary, "Accept-Encoding");
  assert.deepEqual(brotliDecompressSync(brotli.body), readFileSync(path.join(distDir, "static/chunks", largest.name)));
  console.log(
    `✓ /_next/static in Brotli to browsers that accept it: ${largest.name} ${(largest.size / 1024).toFixed(0)} KB -> ${(brotli.body.length / 1024).toFixed(1)} KB`,
  );

  const illustration = readdirSync("public/portfolio")[0];
  const image = await send(`/portfolio/${illustration}`);
  assert.equal(image.status, 200);
  assert.equal(image.headers["cache-control"], "public, max-age=604800");
  console.log("✓ public/ served by nginx, cached for a week");

  const first = await send("/");
  const second = await send("/");
  assert.equal(second.status, 200);
  assert.equal(second.headers["x-cache-status"], "HIT", "the prerendered landing page must be served from the cache");
  assert.ok(second.body.equals(first.body), "the cached page must be the page");
  assert.match(second.body.toString(), /<html lang="pt-BR"/);
  console.log(`✓ the landing page is cached by nginx (${first.headers["cache-control"]})`);

  for (const uncached of ["/api/health", "/nao-existe"]) {
    await send(uncached);
    const again = await send(uncached);
    assert.notEqual(again.headers["x-cache-status"], "HIT", `${uncached} must not be cached`);
  }
  console.log("✓ answers marked no-store or private are never cached (/api/health, a 404)");

  const reset = (from: string, forged: string) =>
    send("/api/auth/reset", {
      from,
      headers: { "content-type": "application/json", "x-forwarded-for": forged },
      body: JSON.stringify({ token: "x".repeat(43), password: "senha-nova-123" }),
    });
  const statuses = [];
  for (let i = 1; i <= 11; i++) statuses.push((await reset("127.0.0.1", `203.0.113.${i}`)).status);
  assert.equal(statuses.at(-1), 429, `10 resets per client, whatever X-Forwarded-For says: ${statuses}`);
  assert.notEqual((await reset("127.0.0.2", "203.0.113.1")).status, 429, "another client must not be limited");
  console.log("✓ per-IP limits see the real client behind nginx (forged X-Forwarded-For ignored)");

  const json = { "content-type": "application/json" };
  const big = await send("/api/convert", { headers: json, body: "x".repeat(2 << 20) });
  assert.equal(big.status, 413);
  assert.deepEqual(JSON.parse(big.body.toString()).error, {
    code: "payload_too_large",
    message: "O conteúdo enviado é grande demais.",
  });
  console.log("✓ a body over nginx's limit gets the error envelope, in pt-BR");

  // The upload routes take files up to 8 MB: nginx passes them to the app, which asks for a session first.
  const multipart = { "content-type": "multipart/form-data; boundary=limite" };
  const upload = await send("/api/translate/document", { headers: multipart, body: "x".repeat(4 << 20) });
  assert.equal(upload.status, 401, "a 4 MB document reaches the app through nginx");
  assert.equal(JSON.parse(upload.body.toString()).error.code, "unauthenticated");
  const tooBig = await send("/api/image/edit", { headers: multipart, body: "x".repeat(10 << 20) });
  assert.equal(tooBig.status, 413, "a 10 MB upload stops at nginx");
  console.log("✓ a 4 MB document reaches the app through nginx, a 10 MB upload stops there");

  // nginx alternates the instances, so the scale-out check's A and B are both of them.
  assert.equal(await run("npx", ["tsx", "scripts/scale-check.ts", base, base]), 0, "scale-out check through nginx");
}

/** Kills one instance as a crash would: every process started with its data folder. */
async function crash(dataDir: string, appPort: number) {
  for (const pid of processesUsing(`${dataDir}/app-${appPort}`)) {
    try {
      process.kill(Number(pid), "SIGKILL");
    } catch {
      // already gone with its parent
    }
  }
  for (let i = 0; i < 100 && (await listening(appPort)); i++) await new Promise((done) => setTimeout(done, 100));
  assert.equal(await listening(appPort), false, `the instance on ${appPort} did not stop`);
}

async function checkFailover(dataDir: string, output: () => string) {
  await crash(dataDir, port + 1);
  for (let i = 0; i < 4; i++) assert.equal((await send("/api/health")).status, 200, "the other instance must answer");
  console.log("✓ one instance down: nginx sends every request to the other");

  // try.sh starts the first one again after a second and its start takes longer: this runs before.
  await crash(dataDir, port + 2);
  assert.equal((await send("/")).status, 200, "the cached landing page must outlive the instances");
  const api = await send("/api/health");
  assert.equal(api.status, 503);
  assert.equal(api.headers["retry-after"], "30");
  assert.match(String(api.headers["content-type"]), /^application\/json/);
  assert.equal(JSON.parse(api.body.toString()).error.code, "service_unavailable");
  const page = await send("/login");
  assert.equal(page.status, 503);
  assert.match(page.body.toString(), /<html lang="pt-BR">[\s\S]*temporariamente indisponível/);
  console.log("✓ no instance up: cached pages still served, the rest answers 503 in pt-BR (envelope under /api/)");

  for (const appPort of [port + 1, port + 2]) {
    await healthy(appPort);
    assert.match(output(), new RegExp(`The app on port ${appPort} stopped \\(exit code \\d+\\); starting it again`));
  }
  console.log("✓ try.sh starts a stopped instance again, and says so");
}

async function healthy(appPort: number) {
  for (let i = 0; i < 600; i++) {
    const answer = await fetch(`http://127.0.0.1:${appPort}/api/health`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  assert.fail(`the instance on ${appPort} did not come back`);
}

/**
 * A rolling restart as a deploy does it (systemctl restart of one unit, its health, then the next):
 * SIGTERM to each instance's processes in turn while GETs and POSTs run through nginx. A failure is no
 * answer, a 5xx or an unexpected status.
 */
async function checkRollingRestart(dataDir: string) {
  let running = true;
  const counts = { get: 0, post: 0, failed: 0 };
  const failures = new Map<string, number>();
  let client = 0;
  const loop = async (kind: "get" | "post", attempt: () => Promise<boolean | string>) => {
    while (running) {
      const outcome = await attempt().catch((error: Error) => error.message);
      counts[kind]++;
      if (outcome !== true) {
        counts.failed++;
        const key = `${kind}: ${outcome}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  };
  const json = { "content-type": "application/json" };
  const workers = [
    loop("get", async () => (await send("/api/health")).status === 200 || "health not 200"),
    loop("get", async () => {
      const { status } = await send("/nao-existe");
      return status === 404 || `page ${status}`;
    }),
    // A lead saved in the database, each from its own client address (5 leads an hour per client).
    loop("post", async () => {
      const from = `127.0.${1 + Math.floor(client / 250)}.${2 + (client++ % 250)}`;
      const body = JSON.stringify({ name: "Rolagem", contact: "rolagem@exemplo.com", message: "Olá" });
      const { status } = await send("/api/contact", { from, headers: json, body });
      return status === 201 || `lead ${status}`;
    }),
    loop("post", async () => {
      const { status } = await send("/api/contact", { headers: json, body: "{}" });
      return status === 400 || `bad lead ${status}`;
    }),
  ];
  const started = Date.now();
  for (const appPort of [port + 1, port + 2]) {
    await new Promise((done) => setTimeout(done, 1_000));
    const server = processesUsing(`${dataDir}/app-${appPort}`).find((pid) =>
      readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server.mjs"),
    );
    assert.ok(server, `no server process for the instance on ${appPort}`);
    // What systemd does: the signal to every process of the unit (npm and node, one process group here).
    const group = Number(readFileSync(`/proc/${server}/stat`, "utf8").split(") ")[1].split(" ")[2]);
    process.kill(-group, "SIGTERM");
    for (let i = 0; i < 300 && (await listening(appPort)); i++) await new Promise((done) => setTimeout(done, 100));
    await healthy(appPort);
  }
  await new Promise((done) => setTimeout(done, 1_000));
  running = false;
  await Promise.all(workers);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `  rolling restart: ${counts.get} GETs and ${counts.post} POSTs through nginx in ${seconds} s, ${counts.failed} failed`,
  );
  if (counts.failed > 0) {
    const log = readFileSync(`${dataDir}/logs/nginx-error.log`, "utf8").split("\n");
    console.error(
      log
        .filter((line) => /\[error\]/.test(line) && !/connect\(\) failed/.test(line))
        .slice(-10)
        .join("\n"),
    );
  }
  assert.equal(counts.failed, 0, `requests failed during the rolling restart: ${JSON.stringify([...failures])}`);
  console.log("✓ a rolling restart of both instances under load loses no request");
}

/**
 * A whole-site export through nginx: the instances only take it in (JOB_WORKERS=0), the worker process runs
 * it, and each instance, asked directly, serves the same ZIP from the database.
 */
async function checkSiteExport(site: FixtureSite) {
  const started = await send("/api/converter/site", {
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ url: `${site.origin}/loja/`, maxPages: 3 }),
  });
  assert.equal(started.status, 202, started.body.toString());
  const { id } = JSON.parse(started.body.toString()) as { id: string };
  const cookie = String(started.headers["set-cookie"]).split(";")[0];
  let status = "queued";
  for (let waited = 0; ["queued", "running"].includes(status); waited += 500) {
    assert.ok(waited < 120_000, `the export is still ${status} after 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    status = JSON.parse((await send(`/api/converter/site/${id}`, { headers: { cookie } })).body.toString()).status;
  }
  assert.equal(status, "done");
  const zips = [];
  for (const appPort of [port + 1, port + 2]) {
    const zip = await new Promise<Buffer>((resolve, reject) =>
      request(`http://127.0.0.1:${appPort}/api/converter/site/${id}/download`, { headers: { cookie } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${res.statusCode}`)),
        );
      })
        .on("error", reject)
        .end(),
    );
    assert.equal(zip.subarray(0, 2).toString(), "PK");
    zips.push(zip);
  }
  assert.ok(zips[0].equals(zips[1]), "both instances must serve the same ZIP");
  console.log(
    `✓ a site export through nginx runs in the worker process; both instances serve its ZIP (${zips[0].length} bytes) from the database`,
  );
}

async function main() {
  // The site to export, on loopback, allowed as the converter's target.
  const site = await startFixtureSite(port + 9);
  process.env.CONVERTER_ALLOWED_HOSTS = `127.0.0.1:${site.port}`;
  const stack = spawn("bash", ["deploy/try.sh"], {
    env: { ...process.env, PORT: String(port) },
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => stack.on("exit", resolve));
  const started = await new Promise<boolean>((resolve) => {
    stack.stdout.on("data", (data: Buffer) => {
      output += data;
      process.stdout.write(data);
      if (output.includes("Ctrl-C")) resolve(true);
    });
    void exited.then(() => resolve(false));
  });
  const dataDir = /logs in (\S+)\/logs/.exec(output)?.[1];
  try {
    assert.ok(started && dataDir, "deploy/try.sh did not start");
    await checkStack();
    await checkSiteExport(site);
    await checkFailover(dataDir, () => output);
    await checkRollingRestart(dataDir);
  } finally {
    stack.kill("SIGTERM");
    await exited;
    await site.close();
  }
  for (const used of [port, port + 1, port + 2, port + 3, port + 4]) {
    assert.equal(await listening(used), false, `port ${used} still answers after try.sh stopped`);
  }
  assert.deepEqual(processesUsing(dataDir), [], `processes of the stack left behind`);
  assert.equal(existsSync(dataDir), false, `${dataDir} was not deleted`);
  console.log("✓ SIGTERM stops nginx, both instances, the worker, PostgreSQL and Redis, and deletes the data");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
