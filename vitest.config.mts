import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // The real package throws outside React Server Components; route tests run in plain Node.
      "server-only": fileURLToPath(new URL("./test-support/empty-module.ts", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    include: ["**/*.test.{ts,tsx}"],
    // bench/out holds the Lighthouse bench's worktree of another commit (bench/lighthouse.bench.sh), tests and all.
    exclude: ["node_modules/**", "e2e/**", ".next*/**", "bench/out/**"],
    globalSetup: ["./test-support/database-template.ts"],
    setupFiles: ["./test-support/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll's own default is 1 s: less than a page driven in Chromium (lib/converter's widget and offline
    // tests) takes to finish a transition on CI's two cores while Playwright runs beside it.
    expect: { poll: { timeout: 10_000 } },
    reporters: ["verbose"],
  },
});
