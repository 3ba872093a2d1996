import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { publicRoutes } from "../lib/content/public-routes";
import { newEmail, signUpByApi } from "./support/accounts";
import { presetConsent } from "./support/consent";
import { sidewaysOverflow, widestElements, wrappedItems } from "./support/layout";
import { bareAppUrl } from "./ports";

/**
 * Screenshots for a person to look at (git-ignored), with E2E_SCREENSHOTS=1: the assertions below are what
 * the suite checks, and a screenshot of every page at every width costs CI time for no assertion.
 */
const shots = process.env.E2E_SCREENSHOTS === "1" ? "screenshots/layout" : undefined;
const widths = [320, 390, 768, 1024, 1440];
// The guide's widths, where a bare build (no configuration, other notices) is swept too; 768 and 1024 are
// where the configured header's items could wrap.
const bareWidths = new Set([320, 390, 1440]);
// With the reset page (not listed for search engines, reached from an e-mail) and the 404 page.
// A recipe's own page and the recipes app's shopping list too.
const routes = [
  ...publicRoutes,
  "/fitnessrecipes/bowl-de-proteina-especial",
  "/fitnessrecipes/lista-de-compras",
  "/redefinir-senha",
  "/pagina-que-nao-existe",
];
const fileName = (route: string) => (route === "/" ? "inicio" : route.slice(1).replaceAll("/", "-"));

async function open(page: Page, route: string) {
  await page.goto(route);
  await page.evaluate(() => document.fonts.ready);
}

async function screenshot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

test.beforeAll(() => shots && mkdirSync(shots, { recursive: true }));
test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

/**
 * Each route is loaded once per build and looked at in every width, narrowest first: the browser lays the page
 * out again when the window is resized, as for a page loaded at that width (a load per width took 104 loads).
 */
const sweeps = [
  { build: "a configured build", base: "", sweep: widths },
  { build: "a bare one", base: bareAppUrl, sweep: widths.filter((width) => bareWidths.has(width)) },
];
for (const { build, base, sweep } of sweeps) {
  test(`every public route keeps each header item on one line and never scrolls sideways at ${sweep.join(", ")} px, on ${build}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const route of routes) {
      const url = `${base}${route}`;
      await page.setViewportSize({ width: sweep[0], height: 844 });
      await open(page, url);
      for (const width of sweep) {
        await page.setViewportSize({ width, height: 844 });
        await screenshot(page, `${width}-${base ? "bare-" : ""}${fileName(route)}`);
        expect.soft(await wrappedItems(page.getByRole("banner")), `header of ${url} at ${width} px`).toEqual([]);
        const overflow = await sidewaysOverflow(page);
        expect
          .soft(overflow, `${url} scrolls sideways at ${width} px: ${(await widestElements(page)).join("; ")}`)
          .toBeLessThanOrEqual(0);
      }
    }
  });
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the open menu fits the screen with one line per item", async ({ page }) => {
      await open(page, "/");
      const toggle =
        width >= 1024
          ? page.getByRole("button", { name: "Ferramentas" })
          : page.getByRole("button", { name: "Abrir menu" });
      await toggle.click();
      const menu = page.locator(width >= 1024 ? "#menu-ferramentas" : "#menu-celular");
      await expect(menu).toBeVisible();
      await screenshot(page, `${width}-menu-aberto`);
      expect(await wrappedItems(menu)).toEqual([]);
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}

test.describe("signed in at 320 px", () => {
  test.use({ viewport: { width: 320, height: 844 } });

  test("Sair fits the header as Entrar does", async ({ page }) => {
    await signUpByApi(page, newEmail("cabecalho"), "senha-forte-123");
    await page.goto("/translate");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Sair" })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, "320-conectado");
    expect(await wrappedItems(header)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
