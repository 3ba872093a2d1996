import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { startFixtureSite, type FixtureSite } from "./fakes/fixture-site";

/**
 * For a test file that converts fixture pages and opens the saved files: the fixture site the converter may
 * fetch from, and one Chromium, both started once and stopped at the end.
 */
export function converterFixture(): { readonly site: FixtureSite; readonly browser: Browser } {
  const fixture = {} as { site: FixtureSite; browser: Browser };
  beforeAll(async () => {
    fixture.site = await startFixtureSite(0);
    fixture.browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.site?.close();
  });
  beforeEach(() => {
    process.env.CONVERTER_ALLOWED_HOSTS = `127.0.0.1:${fixture.site.port}`;
    resetEnvCache();
  });
  return fixture;
}
