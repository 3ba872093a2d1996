/**
 * Starts a built site with the Node that runs this script (`server.mjs` as `npm start` does, embedded
 * defaults, a throwaway data folder) and checks that every public page and /api/health answer 200.
 * CI runs it on the lowest Node line `engines` admits, so "admits 22" is a fact, not a hope.
 * Usage: NEXT_DIST_DIR=.next PORT=3330 node --import tsx scripts/smoke-check.ts
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { publicRoutes } from "../lib/content/public-routes";

const port = Number(process.env.PORT ?? 3330);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "smoke-"));
/**
 * A fresh data folder: server.mjs answers once the embedded database's process has created and migrated it
 * (about 10 s of CPU). In CI this runs beside the browser suite and a production build, where that took over
 * 60 s (stop 58's run: no answer within 60 s, and no error).
 */
const START_SECONDS = 240;

const server = spawn(process.execPath, ["server.mjs"], {
  env: { ...process.env, PORT: String(port), HOSTNAME: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production" },
  stdio: ["ignore", "inherit", "inherit"],
});

async function healthy(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base}/api/health did not answer 200 within ${START_SECONDS} s`);
}

async function main() {
  console.log(`smoke check on node ${process.version}`);
  await healthy(Date.now() + START_SECONDS * 1000);
  for (const route of ["/api/health", ...publicRoutes]) {
    const response = await fetch(`${base}${route}`);
    assert.equal(response.status, 200, `${route} answered ${response.status}`);
    console.log(`  ${route} 200`);
  }
  console.log(`smoke check passed: ${publicRoutes.length} pages and /api/health on node ${process.version}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });
