import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, inject } from "vitest";
import { workerDatabase } from "@/test-support/database-template";
import { resetSpeechEngines } from "@/lib/ai/speech";
import { cheapHashesInTests } from "@/lib/auth/password";
import { resetEnvCache } from "@/lib/env";
import { resetRateLimits } from "@/lib/http/rate-limit";

// Each test file gets its own embedded database folder (unless DATABASE_URL points at PostgreSQL), a copy of
// the one migrated database of test-support/database-template.ts.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "site-test-"));
const template = inject("pgliteTemplate");
if (template) cpSync(template, path.join(process.env.DATA_DIR, "pglite"), { recursive: true });

// On PostgreSQL (CI's second pass), each vitest worker has a database of its own in that server, made and
// migrated by test-support/database-template.ts, so workers run side by side as on the embedded databases
// (a worker's files one at a time). Redis is shared: every test's limits have keys of their own
// (resetRateLimits below).
if (process.env.DATABASE_URL && process.env.VITEST_POOL_ID) {
  process.env.DATABASE_URL = workerDatabase(process.env.DATABASE_URL, Number(process.env.VITEST_POOL_ID));
}

// New password hashes with the cheapest scrypt settings (each hash carries its own): only the files about the
// hashing or its time turn the real ones back on, with `realPasswordHashes()` of test-support/auth.ts.
cheapHashesInTests(true);

beforeEach(() => {
  resetEnvCache();
  resetRateLimits();
  resetSpeechEngines();
});
