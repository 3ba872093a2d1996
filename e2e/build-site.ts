/**
 * Builds the two apps the e2e suite starts: the configured one into .next-e2e (appEnv of e2e/ports.ts) and the
 * bare one into .next-e2e-bare (bareAppEnv: no configuration at all, as on a fresh clone; a build fixes the
 * company settings, docs/company.md), as playwright.config.ts does before it starts the apps. For runs that
 * start the apps of one build several times (scripts/test-e2e-shards.ts) and for CI's other checks of the
 * configured build (.ci/run).
 * Usage: E2E_PORT_OFFSET=0 npx tsx e2e/build-site.ts (E2E_BUILD_BARE=0: the configured app only, for a
 * second port offset that shares the first one's bare build).
 */
import { spawnSync } from "node:child_process";
import { appEnv, bareAppEnv } from "./ports";

for (const buildEnv of process.env.E2E_BUILD_BARE === "0" ? [appEnv] : [appEnv, bareAppEnv]) {
  const started = Date.now();
  const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    env: { ...process.env, ...buildEnv },
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // As npm run build does: the prerendered pages keep the CSS they use and lose the static payload.
  const prerendered = spawnSync(process.execPath, ["scripts/prerendered.mjs"], {
    env: { ...process.env, ...buildEnv },
    stdio: "inherit",
  });
  if (prerendered.status !== 0) process.exit(prerendered.status ?? 1);
  console.log(`${buildEnv.NEXT_DIST_DIR}: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
