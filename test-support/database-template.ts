/**
 * vitest's globalSetup: one embedded database, opened and migrated once, that test-support/setup.ts copies
 * into each test file's data folder. Creating a PGlite cluster (its initdb) costs some 5 s of CPU, against
 * milliseconds for a copy, and more than a hundred files open one. lib/db then opens the copy as it opens any
 * existing data folder, and its migrate finds nothing to do. When DATABASE_URL points at PostgreSQL, it makes
 * and migrates there one database per vitest worker instead (test-support/setup.ts points each worker at its
 * own), before any file runs: migrating in a file's first query would race the query time limit.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { Client } from "pg";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { TestProject } from "vitest/node";
import { workerDatabase } from "./worker-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder to copy, or "" with DATABASE_URL set. */
    pgliteTemplate: string;
  }
}

async function postgresPerWorker(url: string, workers: number) {
  const migrationsFolder = path.join(process.cwd(), "drizzle");
  for (let id = 1; id <= workers; id++) {
    const admin = new Client({ connectionString: url });
    await admin.connect();
    const name = new URL(workerDatabase(url, id)).pathname.slice(1);
    await admin.query(`create database "${name}"`).catch((error: { code?: string }) => {
      if (error.code !== "42P04") throw error; // kept from an earlier run: the server is never emptied
    });
    await admin.end();
    const client = new Client({ connectionString: workerDatabase(url, id) });
    await client.connect();
    await migratePg(drizzlePg(client), { migrationsFolder });
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    await postgresPerWorker(process.env.DATABASE_URL, project.config.maxWorkers);
    project.provide("pgliteTemplate", "");
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), "site-test-template-"));
  const client = new PGlite(path.join(folder, "pglite"));
  await migrate(drizzle(client), { migrationsFolder: path.join(process.cwd(), "drizzle") });
  await client.close();
  project.provide("pgliteTemplate", path.join(folder, "pglite"));
  return () => rmSync(folder, { recursive: true, force: true });
}
