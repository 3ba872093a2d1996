import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach } from "vitest";
import { resetSpeechEngines } from "@/lib/ai/speech";
import { resetEnvCache } from "@/lib/env";
import { resetRateLimits } from "@/lib/http/rate-limit";

// Each test file gets its own embedded database folder (unless DATABASE_URL points at PostgreSQL).
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "site-test-"));

beforeEach(() => {
  resetEnvCache();
  resetRateLimits();
  resetSpeechEngines();
});
