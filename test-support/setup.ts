import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, inject } from "vitest";
import { resetSpeechEngines } from "@/lib/ai/speech";
import { cheapHashesInTests } from "@/lib/auth/password";
import { resetEnvCache } from "@/lib/env";
import { resetRateLimits } from "@/lib/http/rate-limit";

// Each test file gets its own embedded database folder (unless DATABASE_URL points at PostgreSQL), a copy of
// the one migrated database of test-support/database-template.ts.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "site-test-"));
const template = inject("pgliteTemplate");
if (template) cpSync(template, path.join(process.env.DATA_DIR, "pglite"), { recursive: true });

// New password hashes with the cheapest scrypt settings (each hash carries its own): only the files about the
// hashing or its time turn the real ones back on, with `realPasswordHashes()` of test-support/auth.ts.
cheapHashesInTests(true);

beforeEach(() => {
  resetEnvCache();
  resetRateLimits();
  resetSpeechEngines();
});
