/**
 * vitest's globalSetup: one embedded database, opened and migrated once, that test-support/setup.ts copies
 * into each test file's data folder. Creating a PGlite cluster (its initdb) costs some 5 s of CPU, against
 * milliseconds for a copy, and more than a hundred files open one. lib/db then opens the copy as it opens any
 * existing data folder, and its migrate finds nothing to do. Not made when DATABASE_URL points at PostgreSQL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder to copy, or "" with DATABASE_URL set. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
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
