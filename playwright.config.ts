import { defineConfig, devices } from "@playwright/test";
import { appEnv, appUrl, bareAppEnv, openaiUrl, ports, portOffset } from "./e2e/ports";

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const next = "node node_modules/next/dist/bin/next";
// The app runs as `npm start` does: server.mjs in front of Next (peer address, security headers).
const start = (port: number) => `PORT=${port} HOSTNAME=127.0.0.1 node server.mjs`;
// The suite builds the site itself (into .next-e2e, so a production build in .next is left alone), and a
// second time with no configuration at all for the bare app (into .next-e2e-bare), since a build fixes the
// company settings (docs/company.md); E2E_SKIP_BUILD=1 says both builds are already there.
const build = process.env.E2E_SKIP_BUILD === "1" ? "true" : `${next} build`;

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // A whole flow (sign-up, e-mail link, sign-in, a tool) is a dozen steps of 1-2 s each on CI's loaded cores:
  // 30 s cut flows that were only slow (stop 53's CI run). Each step keeps its own limits.
  timeout: 60_000,
  // Per port offset, so Playwright processes running side by side (scripts/test-e2e-shards.ts) never clear
  // each other's traces.
  outputDir: `test-results/${portOffset}`,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: appUrl,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // No trace: recording one for every test (to keep it on failure) made the suite 30-40 % slower on 2 cores
    // (e2e/layout.spec.ts and landing.spec.ts: 3,3 -> 2,4 min, 2026-12-01). A failure still leaves its error,
    // the page's ARIA snapshot (error-context.md) and a screenshot; `npx playwright test --trace on` for more.
    trace: "off",
    screenshot: "only-on-failure",
  },
  // Phone-sized checks use test.use({ ...devices["Pixel 7"] }) inside the spec that needs them.
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: chromium } } }],
  webServer: [
    {
      command: "npx tsx test-support/fakes/start.ts",
      url: `${openaiUrl}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `${build} && ${start(ports.app)}`,
      url: `${appUrl}/api/health`,
      env: appEnv,
      reuseExistingServer: false,
      timeout: 900_000,
      stdout: "pipe",
    },
    {
      command: `${build} && ${start(ports.bareApp)}`,
      url: `http://127.0.0.1:${ports.bareApp}/api/health`,
      env: bareAppEnv,
      reuseExistingServer: false,
      timeout: 900_000,
    },
  ],
});
