import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { env } from "@/lib/env";
import { lockDataDir } from "./data-dir-lock.mjs";
import * as schema from "./schema";

/** Both drivers expose the same query builder; we type the pair as the PGlite one. */
export type Database = PgliteDatabase<typeof schema>;

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
  return globalForDb.dbPromise;
}

async function open(): Promise<Database> {
  const { DATABASE_URL, dataDir } = env();
  if (DATABASE_URL) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: DATABASE_URL, max: 10 });
    const db = drizzle(pool, { schema });
    // Several instances may start together: one migrates while the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(727274)");
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock(727274)").catch(() => {});
      client.release();
    }
    return db as unknown as Database;
  }

  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // server.mjs takes the lock at start; this covers `next dev` and scripts.
  lockDataDir(dataDir);
  const dir = path.join(dataDir, "pglite");
  mkdirSync(dir, { recursive: true }); // PGlite does not create parent folders
  const db = drizzle(new PGlite(dir), { schema });
  await migrate(db, { migrationsFolder });
  return db;
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
