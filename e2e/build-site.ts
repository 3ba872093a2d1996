/**
 * Builds the site into .next-e2e with the configured app's build-time settings (appEnv of e2e/ports.ts), as
 * playwright.config.ts does before it starts the apps; for runs that start the apps of one build several
 * times (scripts/test-e2e-shards.ts) and for CI's other checks of that build (.ci/run).
 * Usage: E2E_PORT_OFFSET=0 npx tsx e2e/build-site.ts
 */
import { spawnSync } from "node:child_process";
import { appEnv } from "./ports";

const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
  env: { ...process.env, ...appEnv },
  stdio: "inherit",
});
process.exit(result.status ?? 1);
