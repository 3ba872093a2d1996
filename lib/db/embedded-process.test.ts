import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { promisify } from "node:util";
import { Client } from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { ensureEmbeddedDatabase } from "./embedded-process.mjs";
import { SOCKET_PORT } from "./embedded-server.mjs";

// The embedded database as `npm start` and `npm run worker` run it: in a process of its own, whatever the pass.
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A data folder holding a copy of the migrated template (a new cluster's initdb would cost seconds). */
function dataFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "site-embedded-"));
  folders.push(folder);
  const template = inject("pgliteTemplate");
  if (template) cpSync(template, path.join(folder, "pglite"), { recursive: true });
  return folder;
}

const owner = (folder: string) => JSON.parse(readFileSync(path.join(folder, "server.lock"), "utf8")).pid as number;

async function query(folder: string, text: string, values: unknown[] = []) {
  const client = new Client({ host: folder, port: SOCKET_PORT, user: "postgres", database: "postgres" });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** What another Node process (as `npm run worker` would be) reads from the folder's database. */
async function readFromAnotherProcess(folder: string, text: string): Promise<unknown> {
  const script = path.join(folder, "read.mjs");
  writeFileSync(
    script,
    `import { ensureEmbeddedDatabase } from ${JSON.stringify(path.resolve("lib/db/embedded-process.mjs"))};
     import pg from ${JSON.stringify(path.resolve("node_modules/pg/lib/index.js"))};
     await ensureEmbeddedDatabase(process.argv[2], process.cwd());
     const client = new pg.Client({ host: process.argv[2], port: ${SOCKET_PORT}, user: "postgres", database: "postgres" });
     await client.connect();
     console.log(JSON.stringify((await client.query(process.argv[3])).rows));
     await client.end();`,
  );
  const { stdout } = await promisify(execFile)(process.execPath, [script, folder, text]);
  return JSON.parse(stdout);
}

// Each test opens a database process: PGlite compiles its WASM and opens the cluster, seconds of CPU.
describe("the embedded database's own process", { timeout: 120_000 }, () => {
  it("serves the folder from a process of its own, which a second process shares instead of opening the files", async () => {
    const folder = dataFolder();
    await ensureEmbeddedDatabase(folder, process.cwd());
    const server = owner(folder);
    expect(server).not.toBe(process.pid);
    await query(folder, "create table notes (name text)");
    await query(folder, "insert into notes values ($1)", ["Ana"]);
    expect(await readFromAnotherProcess(folder, "select name from notes")).toEqual([{ name: "Ana" }]);
    expect(owner(folder)).toBe(server); // the second process found it; it did not start another
  });

  it("comes back, with its data, after its process is killed", async () => {
    const folder = dataFolder();
    await ensureEmbeddedDatabase(folder, process.cwd());
    await query(folder, "create table notes (name text)");
    await query(folder, "insert into notes values ('Bia')");
    const killed = owner(folder);
    process.kill(killed, "SIGKILL");
    await expect
      .poll(() =>
        query(folder, "select 1").then(
          () => "answers",
          () => "gone",
        ),
      )
      .toBe("gone");
    await ensureEmbeddedDatabase(folder, process.cwd());
    expect(owner(folder)).not.toBe(killed);
    expect(await query(folder, "select name from notes")).toEqual([{ name: "Bia" }]);
  });

  it("keeps a 5 MB job file's work off the event loop of the process that stores it", async () => {
    // In the serving process, PGlite serialised each 1 MB piece on the event loop: 5-7 s stalls for every
    // visitor. Now only the bytes cross a socket. (1 s, not a tight figure: this bounds a design, not a speed.)
    const folder = dataFolder();
    await ensureEmbeddedDatabase(folder, process.cwd());
    const client = new Client({ host: folder, port: SOCKET_PORT, user: "postgres", database: "postgres" });
    await client.connect();
    await client.query("create table pieces (seq int, data bytea)");
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const piece = Buffer.alloc(1024 * 1024, 7);
    for (let seq = 0; seq < 5; seq++) await client.query("insert into pieces values ($1, $2)", [seq, piece]);
    const { rows } = await client.query("select sum(octet_length(data))::int as bytes from pieces");
    delay.disable();
    await client.end();
    expect(rows).toEqual([{ bytes: 5 * 1024 * 1024 }]);
    expect(delay.max / 1e6).toBeLessThan(1_000);
  });
});
