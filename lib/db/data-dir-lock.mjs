// @ts-check
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {
  /** @param {string} dataDir @param {{ pid: number; host: string }} owner */
  constructor(dataDir, owner) {
    super(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${owner.pid} (${owner.host}), que não serve o ` +
        "banco embutido por ela. Pare esse processo, ou dê a esta instância outra pasta (DATA_DIR); para várias " +
        "máquinas, use DATABASE_URL (PostgreSQL), REDIS_URL e o mesmo NEXTAUTH_SECRET. " +
        `Se esse processo não existe mais, apague ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = "DataDirLockedError";
  }
}

const LOCK_FILE = "server.lock";

/**
 * PGlite is single-process, and a second process on the same files corrupts them for good: the embedded
 * database's process (lib/db/embedded-server.mjs) takes this lock, and every other process reaches it by its socket.
 * @param {string} dataDir
 */
export function lockDataDir(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, host: hostname() });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, mine, { flag: "wx", mode: 0o600 });
      process.once("exit", () => {
        if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
      });
      return;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    }
    const owner = readOwner(file);
    if (owner?.pid === process.pid && owner.host === hostname()) return;
    if (owner && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
    // An unreadable lock may be one that its owner is writing right now; only an old one is stale.
    if (!owner && Date.now() - mtime(file) < 5_000) throw new DataDirLockedError(dataDir, { pid: 0, host: "?" });
    rmSync(file, { force: true });
  }
  throw new Error(`Não foi possível obter ${file}.`);
}

/** @param {string} file */
function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** @param {string} file @returns {{ pid: number; host: string } | undefined} */
function readOwner(file) {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8"));
    return Number.isInteger(owner?.pid) && typeof owner?.host === "string" ? owner : undefined;
  } catch {
    return undefined; // missing, or half-written by a process that died: stale either way
  }
}

/** Another host's process cannot be checked from here, so it counts as alive. @param {{ pid: number; host: string }} owner */
function isAlive(owner) {
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}
