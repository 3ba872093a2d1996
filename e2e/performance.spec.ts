import { expect, test } from "@playwright/test";
import { publicRoutes } from "../lib/content/public-routes";
import { phone } from "./support/devices";
import { SCRIPT_CEILING_KB, scriptBudgetsKb } from "./support/script-budgets";
import { visitScripts } from "./support/visit-scripts";

test.describe("JavaScript per visit on a phone", () => {
  test.use(phone);

  test("every public route, read to the bottom, stays within its script budget and prefetches no page", async ({
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    for (const route of publicRoutes) {
      const page = await context.newPage();
      const { all, prefetchedRoutes } = await visitScripts(page, `${baseURL}${route}`);
      const total = [...all.values()].reduce((sum, size) => sum + size, 0);
      const budget = scriptBudgetsKb[route];
      expect(budget, `${route}: no script budget in e2e/support/script-budgets.ts`).toBeLessThanOrEqual(
        SCRIPT_CEILING_KB,
      );
      expect(total, `${route}: ${(total / 1024).toFixed(1)} KB gz of JavaScript`).toBeLessThanOrEqual(budget * 1024);
      expect([...prefetchedRoutes], `${route}: pages prefetched without intent`).toEqual([]);
      await page.close();
    }
  });
});

test.describe("prefetch on intent", () => {
  const prefetchOf = (path: string) => (request: { url(): string; headers(): Record<string, string> }) =>
    new URL(request.url()).pathname === path && Boolean(request.headers()["next-router-prefetch"]);

  test("a link prefetches its page when the pointer rests on it, and by keyboard when it gets focus", async ({
    page,
  }) => {
    await page.goto("/privacidade");
    const footer = page.getByRole("navigation", { name: "Ferramentas no rodapé" });
    const hovered = page.waitForRequest(prefetchOf("/imgautox"));
    await footer.getByRole("link", { name: "Img Auto X" }).hover();
    await hovered;

    const focused = page.waitForRequest(prefetchOf("/geniusvoice"));
    await footer.getByRole("link", { name: "Genius Voice AI" }).focus();
    await focused;
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/geniusvoice$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
