import "server-only";
import { createRequire } from "node:module";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Pool } from "pg";
import { env } from "@/lib/env";
import { describeFailure } from "@/lib/describe-failure";
import { onShutdown } from "@/lib/shutdown.mjs";
import { silence } from "./health-flags";
import { SOCKET_PORT, embeddedDatabaseAnswers, serveEmbeddedDatabase } from "./embedded-server.mjs";
import * as schema from "./schema";

/** PostgreSQL and the embedded database (through its socket) are reached with the same driver. */
export type Database = NodePgDatabase<typeof schema> & { $client: Pool };

const migrationsFolder = path.join(process.cwd(), "drizzle");
const globalForDb = globalThis as unknown as { dbPromise?: Promise<Database> };

/** The database could not be opened or migrated (routes answer 503, see lib/http/failure.ts). */
class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super("Banco de dados indisponível", { cause });
    this.name = "DatabaseUnavailable";
  }
}

export function getDb(): Promise<Database> {
  globalForDb.dbPromise ??= open().catch((error) => {
    globalForDb.dbPromise = undefined; // let the next request try again instead of failing forever
    throw new DatabaseUnavailable(error);
  });
  const { DATABASE_URL, PG_QUERY_TIMEOUT_MS } = env();
  // Opening PostgreSQL migrates it, which may wait long on a database that stopped answering: a request
  // waits no longer than for a query (503), while the opening goes on for the next ones.
  return DATABASE_URL ? within(globalForDb.dbPromise, PG_QUERY_TIMEOUT_MS) : globalForDb.dbPromise;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailable(new Error(`no answer within ${ms} ms`))), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Migrations may rewrite a table, so they get far longer than a request's query. */
const MIGRATION_TIMEOUT_MS = 60_000;

async function open(): Promise<Database> {
  const { DATABASE_URL, PG_CONNECT_TIMEOUT_MS, PG_QUERY_TIMEOUT_MS, dataDir } = env();
  const { Client, Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  if (DATABASE_URL) {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // Several instances may start together: one migrates while the others wait on the lock.
    const client = new Client({
      connectionString: DATABASE_URL,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      query_timeout: MIGRATION_TIMEOUT_MS,
    });
    client.on("error", () => {}); // a broken connection also fails the query under way, which reports it
    try {
      await client.connect();
      await client.query("select pg_advisory_lock(727274)");
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      // Ending frees the advisory lock. Not awaited: a database that stopped answering would hold it.
      client.end().catch(() => {});
    }
  } else {
    // The embedded database's own process migrates it before it answers (lib/db/embedded-server.mjs).
    await startEmbedded(dataDir);
  }
  // A database that stops answering fails each request within these limits (503) instead of holding
  // it; the client gives up on a query (query_timeout) and the server too (statement_timeout), so a
  // query stuck behind a lock frees its connection. A connection that failed is dropped by the pool.
  // The embedded database has one session that its clients take in turns (a job's 1 MB pieces among them):
  // its queries get longer, and no statement_timeout, which would be the whole session's.
  const pool = new Pool(
    DATABASE_URL
      ? {
          connectionString: DATABASE_URL,
          max: 10,
          connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
          query_timeout: PG_QUERY_TIMEOUT_MS,
          statement_timeout: PG_QUERY_TIMEOUT_MS,
        }
      : {
          host: dataDir, // pg reaches <dataDir>/.s.PGSQL.<port>, the embedded database's socket
          port: SOCKET_PORT,
          user: "postgres",
          database: "postgres",
          max: 10,
          connectionTimeoutMillis: EMBEDDED_TIMEOUT_MS,
          query_timeout: EMBEDDED_TIMEOUT_MS,
        },
  );
  // An idle connection the server dropped: the pool replaces it; without a listener it would crash the process.
  guard(pool, DATABASE_URL ? undefined : () => void startEmbedded(dataDir).catch(() => {}));
  pool.on("error", (error) => console.error(`[db] conexão ociosa perdida: ${describeFailure(error)}`));
  onShutdown(() => pool.end());
  return drizzle(pool, { schema });
}

/** A query of the embedded database may wait behind others' turns on its one session. */
const EMBEDDED_TIMEOUT_MS = 30_000;

/**
 * In production the embedded database runs in a process of its own; vitest serves each test file's copy inside
 * the test's process (a process per file would cost each file seconds), through the same socket and driver.
 */
async function startEmbedded(dataDir: string): Promise<void> {
  if (!process.env.VITEST || (await embeddedDatabaseAnswers(dataDir))) {
    // Loaded at run time, past the bundler (it would try to bundle the forked script), as lib/jobs/pool.ts
    // loads worker/build.mjs.
    const root = process.cwd();
    const load = createRequire(path.join(root, "package.json"));
    const { ensureEmbeddedDatabase } = load(path.join(root, "lib", "db", "embedded-process.mjs")) as {
      ensureEmbeddedDatabase(dataDir: string, root: string): Promise<void>;
    };
    return ensureEmbeddedDatabase(dataDir, root);
  }
  const inProcess = globalThis as unknown as { embeddedServed?: Map<string, Promise<{ close(): Promise<void> }>> };
  const served = (inProcess.embeddedServed ??= new Map());
  if (!served.has(dataDir)) {
    const serving = serveEmbeddedDatabase({ dataDir, migrationsFolder }).catch((error: unknown) => {
      served.delete(dataDir); // the next query tries again
      throw error;
    });
    served.set(dataDir, serving);
    onShutdown(async () => (await served.get(dataDir))?.close());
  }
  await served.get(dataDir);
}

/**
 * While the database does not answer, one query at a time waits for it (up to the timeouts) and the
 * others fail at once (503), so a request that did work before its first query (hashing a password)
 * still answers quickly, and the pool does not fill with connections that wait. The first answer, even
 * an error of PostgreSQL's own, opens the way again.
 */
function guard(pool: Pool, reconnect?: () => void) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const answered = (yes: boolean, error?: unknown) => {
    if (yes && silence.unanswered) console.info("[db] PostgreSQL respondeu de novo");
    if (!yes) reconnect?.(); // the embedded database's process went away: start another
    if (!yes && !silence.unanswered) {
      console.error(
        `[db] PostgreSQL não responde (as rotas que dependem dele respondem 503): ${describeFailure(error)}`,
      );
    }
    silence.unanswered = !yes;
  };
  (pool as unknown as { query: typeof query }).query = (...args) => {
    if (silence.unanswered && silence.probing) {
      return Promise.reject(new DatabaseUnavailable(new Error("the database is not answering")));
    }
    const probe = silence.unanswered;
    silence.probing ||= probe;
    const result = query(...args);
    result
      .then(
        () => answered(true),
        // An error of PostgreSQL's own (a SQLSTATE code) is an answer.
        (error: { code?: unknown }) =>
          answered(typeof error?.code === "string" && /^[0-9A-Z]{5}$/.test(error.code), error),
      )
      .finally(() => {
        if (probe) silence.probing = false;
      });
    return result;
  };
}

/** Tests only. */
export async function closeDb(): Promise<void> {
  const pending = globalForDb.dbPromise;
  globalForDb.dbPromise = undefined;
  const db = (await pending?.catch(() => undefined)) as
    { $client?: { close?(): Promise<void>; end?(): Promise<void> } } | undefined;
  const client = db?.$client;
  await (client?.close ?? client?.end)?.call(client);
}

export async function databaseAnswers(): Promise<boolean> {
  const db = await getDb();
  await db.execute(sql`select 1`);
  return true;
}

export { schema };
