import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "@playwright/test";

/** requests: what reached the network (all blocked); blocked: what the file's CSP stopped before that. */
export type OfflinePage = {
  page: Page;
  requests: string[];
  blocked: string[];
  errors: string[];
  close(): Promise<void>;
};

/**
 * Opens a saved file from disk as a person would, with every network request blocked and recorded, and
 * every console error and uncaught exception kept.
 */
export async function openOffline(
  browser: Browser,
  html: string,
  viewport = { width: 1280, height: 900 },
): Promise<OfflinePage> {
  const folder = await mkdtemp(path.join(tmpdir(), "convertido-"));
  const file = path.join(folder, "pagina.html");
  await writeFile(file, html);
  const context = await browser.newContext({ viewport, offline: true });
  const page = await context.newPage();
  // A widget that does not answer should fail its own step, well before the test's timeout.
  page.setDefaultTimeout(5_000);
  const requests: string[] = [];
  const blocked: string[] = [];
  const errors: string[] = [];
  const url = pathToFileURL(file).href;
  page.on("requestfailed", (request) => void (request.failure()?.errorText === "csp" && blocked.push(request.url())));
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  page.on("pageerror", (error) => void errors.push(error.message));
  await context.route("**/*", (route) => {
    if (route.request().url() === url) return route.continue();
    requests.push(route.request().url());
    return route.abort();
  });
  await page.goto(url);
  return {
    page,
    requests,
    blocked,
    errors,
    close: async () => {
      await context.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
