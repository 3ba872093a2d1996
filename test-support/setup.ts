import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, inject } from "vitest";
import { workerDatabase } from "@/test-support/worker-database";
import { cheapHashesInTests } from "@/lib/auth/password";
import { closeAll } from "@/lib/shutdown.mjs";
import { resetModuleState } from "@/lib/test-resets";

// Each test file gets a scratch folder of its own, removed when the file ends: its temporary files (os.tmpdir()
// reads TMPDIR at each call, in the file and in the processes it starts) and its embedded database (unless
// DATABASE_URL points at PostgreSQL), a copy of the one migrated database of test-support/database-template.ts.
// Left behind, the folders of one run of the suite took some 5 GB, and a machine's disk filled within a day.
const scratch = mkdtempSync(path.join(tmpdir(), "site-test-"));
process.env.TMPDIR = scratch;
process.env.DATA_DIR = path.join(scratch, "data");
const template = inject("pgliteTemplate");
if (template) cpSync(template, path.join(process.env.DATA_DIR, "pglite"), { recursive: true });
afterAll(async () => {
  // The database served for this file, the job workers, the pools; a pool waiting on a client a test kept does
  // not hold the file.
  await Promise.race([closeAll(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  rmSync(scratch, { recursive: true, force: true, maxRetries: 5 });
});

// On PostgreSQL (CI's second pass), each vitest worker has a database of its own in that server, made and
// migrated by test-support/database-template.ts, so workers run side by side as on the embedded databases
// (a worker's files one at a time). Redis is shared: every test's limits have keys of their own
// (the resets below).
if (process.env.DATABASE_URL && process.env.VITEST_POOL_ID) {
  process.env.DATABASE_URL = workerDatabase(process.env.DATABASE_URL, Number(process.env.VITEST_POOL_ID));
}

// New password hashes with the cheapest scrypt settings (each hash carries its own): only the files about the
// hashing or its time turn the real ones back on, with `realPasswordHashes()` of test-support/auth.ts.
cheapHashesInTests(true);

// The run-time settings' cache, the rate limits, the speech engines' failures: whatever the file has loaded.
beforeEach(resetModuleState);
