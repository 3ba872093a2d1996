// @ts-check
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {
  /** @param {string} dataDir @param {{ pid: number; host: string }} owner */
  constructor(dataDir, owner) {
    super(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${owner.pid} (${owner.host}). ` +
        "O banco embutido (PGlite) aceita um só processo por pasta: para várias instâncias, use " +
        "DATABASE_URL (PostgreSQL), REDIS_URL e o mesmo NEXTAUTH_SECRET, cada instância com seu DATA_DIR. " +
        `Se esse processo não existe mais, apague ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = "DataDirLockedError";
  }
}

const LOCK_FILE = "server.lock";

/**
 * PGlite is single-process, and a second process on the same files corrupts them for good.
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
