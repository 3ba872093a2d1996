// @ts-check
/**
 * The embedded database (PGlite) served over PostgreSQL's own protocol on a Unix socket in the data folder, so
 * that the site and `npm run worker` reach it with the same driver (pg) and code as PostgreSQL, and its work
 * (each query, each 1 MB piece of a job's file) runs in the process that serves it, not on the site's event loop.
 *
 * PGlite has one session. Clients take turns by whole units of the protocol: a simple query, or an extended
 * query's messages up to its Sync; a client inside a transaction (or between a Flush and its Sync) keeps the
 * session until it ends it, and the others wait. A client that goes away inside a transaction is rolled back.
 *
 * Run as a process (lib/db/embedded-process.mjs starts it): `node lib/db/embedded-server.mjs <dataDir>`; it
 * migrates the database, then says { ready: true } over IPC, and stops when its parent goes (IPC closes).
 */
import { existsSync, mkdirSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { lockDataDir } from "./data-dir-lock.mjs";

/** pg connects to `<host>/.s.PGSQL.<port>` when host is a folder: the data folder holds the socket. */
export const SOCKET_PORT = 5432;

/** @param {string} dataDir */
export function socketPath(dataDir) {
  return path.join(dataDir, `.s.PGSQL.${SOCKET_PORT}`);
}

/** Whether a database process answers on the folder's socket. @param {string} dataDir */
export function embeddedDatabaseAnswers(dataDir) {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath(dataDir));
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;

/**
 * Opens (and migrates) the database in `dataDir` and serves it. Takes the data folder's lock first.
 * @param {{ dataDir: string; migrationsFolder: string }} options
 * @returns {Promise<{ close(): Promise<void> }>}
 */
export async function serveEmbeddedDatabase({ dataDir, migrationsFolder }) {
  lockDataDir(dataDir);
  const dir = path.join(dataDir, "pglite");
  mkdirSync(dir, { recursive: true }); // PGlite does not create parent folders
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const db = new PGlite(dir);
  try {
    await migrate(drizzle(db), { migrationsFolder });
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  const session = new Session(db);
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    new Connection(socket, session);
  });
  const file = socketPath(dataDir);
  rmSync(file, { force: true }); // left by a process that was killed: the lock says none serves it now
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => resolve(undefined));
  });
  return {
    async close() {
      server.close();
      for (const socket of sockets) socket.destroy();
      await session.idle();
      await db.close().catch(() => {});
      rmSync(file, { force: true });
    },
  };
}

/** The one PGlite session, handed to one connection's unit of work at a time. */
class Session {
  /** @param {import("@electric-sql/pglite").PGlite} db */
  constructor(db) {
    this.db = db;
    /** The connection that holds the session between units (a transaction), or null. @type {object | null} */
    this.owner = null;
    /** @type {{ connection: object; run: () => Promise<void> }[]} */
    this.queue = [];
    this.busy = false;
    /** @type {(() => void)[]} */
    this.idleWaiters = [];
  }

  /**
   * Runs `run` when the session is free for `connection`.
   * @param {object} connection @param {() => Promise<void>} run
   */
  enqueue(connection, run) {
    this.queue.push({ connection, run });
    void this.next();
  }

  async next() {
    if (this.busy) return;
    const index = this.queue.findIndex((unit) => this.owner === null || unit.connection === this.owner);
    if (index === -1) {
      for (const resolve of this.idleWaiters.splice(0)) resolve();
      return;
    }
    const [unit] = this.queue.splice(index, 1);
    this.busy = true;
    try {
      await unit.run();
    } finally {
      this.busy = false;
      setImmediate(() => void this.next());
    }
  }

  /** A connection that closed: its waiting units are dropped, and a transaction it left open is rolled back. @param {object} connection */
  leave(connection) {
    this.queue = this.queue.filter((unit) => unit.connection !== connection);
    if (this.owner !== connection) return;
    this.queue.unshift({
      connection,
      run: async () => {
        await this.db.exec("ROLLBACK").catch(() => {});
        this.owner = null;
      },
    });
    void this.next();
  }

  /** Resolves when nothing runs or waits. */
  idle() {
    if (!this.busy && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(() => resolve(undefined)));
  }
}

/** One client's socket: cuts its bytes into protocol messages and hands them to the session by units. */
class Connection {
  /** @param {net.Socket} socket @param {Session} session */
  constructor(socket, session) {
    this.socket = socket;
    this.session = session;
    this.started = false;
    /** @type {Buffer} */
    this.buffer = Buffer.alloc(0);
    /** Messages of the unit being gathered (an extended query up to its Sync). @type {Buffer[]} */
    this.pending = [];
    socket.setNoDelay(true);
    socket.on("data", (chunk) => this.receive(chunk));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => session.leave(this));
  }

  /** @param {Buffer} chunk */
  receive(chunk) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      if (!this.started) {
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        const code = this.buffer.readInt32BE(4);
        const message = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        if (code === SSL_REQUEST) this.socket.write("N");
        else if (code === CANCEL_REQUEST)
          this.socket.destroy(); // not supported: the query runs to its end
        else {
          this.started = true;
          this.submit([message], true);
        }
        continue;
      }
      if (this.buffer.length < 5) return;
      const length = 1 + this.buffer.readInt32BE(1);
      if (this.buffer.length < length) return;
      const message = Buffer.from(this.buffer.subarray(0, length));
      this.buffer = this.buffer.subarray(length);
      const type = String.fromCharCode(message[0]);
      if (type === "X") {
        this.socket.end();
        return;
      }
      this.pending.push(message);
      // A simple query and a Sync end a unit; after a Flush the client reads before it goes on, holding the session.
      if (type === "Q" || type === "S" || type === "H") this.submit(this.pending.splice(0), type !== "H");
    }
  }

  /**
   * Runs the messages of one unit in order, writing PGlite's answers as they come; then keeps the session for
   * this connection while it is inside a transaction (ReadyForQuery's status 'T' or 'E') or between a Flush and
   * its Sync.
   * @param {Buffer[]} messages @param {boolean} ends
   */
  submit(messages, ends) {
    const { session, socket } = this;
    session.enqueue(this, async () => {
      if (socket.destroyed) return;
      let tail = Buffer.alloc(0);
      for (const message of messages) {
        await session.db.execProtocolRawStream(new Uint8Array(message), {
          onRawData: (data) => {
            if (!data.length) return;
            const bytes = Buffer.from(data);
            if (!socket.destroyed) socket.write(bytes);
            tail = Buffer.concat([tail, bytes.subarray(-6)]).subarray(-6);
          },
        });
      }
      const status = tail.length === 6 && tail[0] === 0x5a ? String.fromCharCode(tail[5]) : "I";
      session.owner = !ends || status === "T" || status === "E" ? this : null;
    });
  }
}

// Run as a process: serve, say so to the parent, stop with it. (No top-level await: the module stays loadable
// by require.)
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();

async function main() {
  const [dataDir, migrationsFolder] = process.argv.slice(2);
  /** @param {unknown} message */
  const tell = (message) => process.send?.(message);
  try {
    if (!dataDir || !migrationsFolder || !existsSync(migrationsFolder)) throw new Error("uso: <dataDir> <drizzle>");
    const served = await serveEmbeddedDatabase({ dataDir, migrationsFolder });
    let stopping = false;
    const stop = async () => {
      if (stopping) return;
      stopping = true;
      await served.close();
      process.exit(0);
    };
    process.on("disconnect", stop); // the process that started us is gone
    process.on("SIGTERM", stop);
    process.on("SIGINT", () => {}); // Ctrl-C reaches the whole group: we stop when our parent does
    tell({ ready: true });
  } catch (error) {
    const locked = /** @type {{ name?: string }} */ (error)?.name === "DataDirLockedError";
    tell({ error: error instanceof Error ? error.message : String(error), locked });
    process.exit(1);
  }
}
