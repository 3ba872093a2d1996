import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { publicRoutes } from "../lib/content/public-routes";
import { LoginPage, newEmail, registerByApi } from "./support/accounts";
import { presetConsent } from "./support/consent";
import { sidewaysOverflow, widestElements, wrappedItems } from "./support/layout";

/** Screenshots for a person to look at (git-ignored); the assertions below are what the suite checks. */
const shots = "screenshots/layout";
const widths = [320, 390, 768, 1024, 1440];
const routes = [...publicRoutes, "/pagina-que-nao-existe"];
const fileName = (route: string) => (route === "/" ? "inicio" : route.slice(1).replaceAll("/", "-"));

async function open(page: Page, route: string) {
  await page.goto(route);
  await page.evaluate(() => document.fonts.ready);
}

test.beforeAll(() => mkdirSync(shots, { recursive: true }));
test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("every public route keeps each header item on one line and never scrolls sideways", async ({ page }) => {
      for (const route of routes) {
        await open(page, route);
        await page.screenshot({ path: `${shots}/${width}-${fileName(route)}.png` });
        expect(await wrappedItems(page.getByRole("banner")), `header of ${route}`).toEqual([]);
        const overflow = await sidewaysOverflow(page);
        expect(overflow, `${route} scrolls sideways: ${(await widestElements(page)).join("; ")}`).toBeLessThanOrEqual(
          0,
        );
      }
    });

    test("the open menu fits the screen with one line per item", async ({ page }) => {
      await open(page, "/");
      const toggle =
        width >= 1024
          ? page.getByRole("button", { name: "Ferramentas" })
          : page.getByRole("button", { name: "Abrir menu" });
      await toggle.click();
      const menu = page.locator(width >= 1024 ? "#menu-ferramentas" : "#menu-celular");
      await expect(menu).toBeVisible();
      await page.screenshot({ path: `${shots}/${width}-menu-aberto.png` });
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
    const email = newEmail("cabecalho");
    await registerByApi(page, email, "senha-forte-123");
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(email, "senha-forte-123");
    await expect(page).toHaveURL(/\/translate$/);
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Sair" })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${shots}/320-conectado.png` });
    expect(await wrappedItems(header)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
