// @ts-check
/**
 * Finds or starts the embedded database's own process (lib/db/embedded-server.mjs) for a data folder. `npm start`
 * starts it with the site; `npm run worker` on the same folder finds it (or starts one when none answers, as the
 * site does if the process that served it went away). It stops with the process that started it.
 * Loaded both by server.mjs and by the bundled lib/db, so what it has started is kept on a process-wide registry.
 */
import { fork } from "node:child_process";
import path from "node:path";
import { embeddedDatabaseAnswers } from "./embedded-server.mjs";

/** Opening a new cluster (its initdb) and migrating it takes seconds of CPU, more on a loaded machine. */
const START_TIMEOUT_MS = 120_000;

const registry = Symbol.for("site.embeddedDatabase");
/** @returns {Map<string, Promise<void>>} */
function starting() {
  const holder = /** @type {Record<symbol, Map<string, Promise<void>> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  return (holder[registry] ??= new Map());
}

/**
 * Resolves once the folder's database answers, starting its process when none does.
 * @param {string} dataDir
 * @param {string} root the project's folder (its lib/db/embedded-server.mjs and drizzle/); a parameter, so that
 *   the bundler does not try to bundle the process's script
 * @returns {Promise<void>}
 */
export function ensureEmbeddedDatabase(dataDir, root) {
  const pending = starting().get(dataDir);
  if (pending) return pending;
  const started = start(dataDir, root).finally(() => starting().delete(dataDir));
  starting().set(dataDir, started);
  return started;
}

/** @param {string} dataDir @param {string} root */
async function start(dataDir, root) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (await embeddedDatabaseAnswers(dataDir)) return;
    const outcome = await spawnServer(dataDir, root);
    if (outcome === "ready") return;
    // Locked: another process is starting (or stopping) one on this folder; its socket answers soon.
    if (Date.now() > deadline) throw new Error(outcome);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * @param {string} dataDir @param {string} root
 * @returns {Promise<"ready" | string>} "ready", or why the folder is locked
 */
function spawnServer(dataDir, root) {
  const script = path.join(root, "lib", "db", "embedded-server.mjs");
  const migrations = path.join(root, "drizzle");
  const child = fork(script, [dataDir, migrations], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  return new Promise((resolve, reject) => {
    let settled = false;
    child.on("message", (/** @type {{ ready?: boolean; error?: string; locked?: boolean }} */ message) => {
      if (settled) return;
      settled = true;
      if (message.ready) {
        // Neither the child nor its channel keeps this process alive; when this process ends, the channel
        // closes and the database process stops.
        child.unref();
        child.channel?.unref();
        child.on("exit", (code, signal) => {
          console.error(
            `[db] o processo do banco embutido parou (${signal ?? `código ${code}`}); ele volta no próximo acesso`,
          );
        });
        resolve("ready");
      } else if (message.locked) resolve(message.error ?? "locked");
      else reject(new Error(message.error));
    });
    child.once("exit", (code) => {
      if (settled) return;
      settled = true;
      reject(new Error(`o processo do banco embutido saiu com o código ${code} antes de ficar pronto`));
    });
  });
}
