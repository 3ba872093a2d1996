import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { presetConsent } from "./support/consent";

/**
 * The recipes app as an installed app: its manifest and worker (only under /fitnessrecipes), and offline use
 * once the worker has kept the app. Screenshots of a recipe and the list at 390 px for the docs with
 * E2E_SCREENSHOTS=1.
 */
const shots = process.env.E2E_SCREENSHOTS === "1" ? "docs/screenshots/issue-54" : undefined;

/** A whole page at 390 px, from its top (a full-page capture draws the sticky header where the page was scrolled). */
async function shoot(page: Page, file: string) {
  mkdirSync(shots!, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/${file}`, fullPage: true });
}

/** Clicks until a hydrated page reacts (a click before hydration does nothing). */
async function clickUntil(page: Page, click: () => Promise<void>, reacted: () => Promise<void>) {
  await expect(async () => {
    await click();
    await reacted();
  }).toPass();
}

test("the manifest and the worker answer with their types and the app's scope, and only the app links them", async ({
  page,
  request,
}) => {
  const manifest = await request.get("/fitnessrecipes/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const body = await manifest.json();
  expect(body).toMatchObject({
    name: expect.stringContaining("FitnessRecipes"),
    short_name: "FitnessRecipes",
    start_url: "/fitnessrecipes",
    scope: "/fitnessrecipes",
    display: "standalone",
    theme_color: expect.stringMatching(/^#/),
    background_color: expect.stringMatching(/^#/),
  });
  const icons = body.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()["content-type"]).toBe("image/png");
  }

  const worker = await request.get("/fitnessrecipes/sw.js");
  expect(worker.headers()["content-type"]).toMatch(/^(?:text|application)\/javascript/);
  expect(worker.headers()["service-worker-allowed"]).toBe("/fitnessrecipes");
  expect(await worker.text()).toContain("/fitnessrecipes/wrap-de-frango-fit");

  const picture = await request.get("/fitnessrecipes/imagens/wrap-de-frango-fit-16x9.png");
  expect(picture.headers()["content-type"]).toBe("image/png");

  await page.goto("/fitnessrecipes/wrap-de-frango-fit");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/fitnessrecipes/manifest.webmanifest");
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(await page.content()).not.toContain("/fitnessrecipes/sw.js");
});

test("offline, the app still opens three recipes, scales servings and builds a shopping list", async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await presetConsent(page, "denied"); // the screenshots show the app, not the first visit's privacy notice
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/fitnessrecipes");
  // The worker has kept every page when it is active and controls this page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
  });
  await context.setOffline(true);

  await page.goto("/fitnessrecipes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FitnessRecipes");
  for (const [slug, title] of [
    ["salmao-grelhado-com-legumes", "Salmão Grelhado com Legumes"],
    ["bowl-de-acai-proteico", "Bowl de Açaí Proteico"],
    ["smoothie-energetico", "Smoothie Energético"],
  ]) {
    await page.goto(`/fitnessrecipes/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("img", { name: title })).toBeVisible();
  }

  // The smoothie serves 1: two servings double every quantity, and the nutrition per serving stays.
  const ingredients = page.getByRole("list", { name: "Ingredientes" });
  const kcal = page.getByRole("row", { name: /Valor energético/ }).getByRole("cell");
  const kcalBefore = await kcal.innerText();
  await expect(ingredients).toContainText("1 banana-prata (100 g)");
  await clickUntil(
    page,
    () => page.getByRole("button", { name: "Mais uma porção" }).click(),
    () => expect(page.getByRole("group", { name: "Porções" })).toContainText("2 porções", { timeout: 1_000 }),
  );
  await expect(ingredients).toContainText("2 bananas-prata (200 g)");
  await expect(ingredients).toContainText("3 colheres de sopa (30 g) de aveia em flocos");
  await expect(kcal).toHaveText(kcalBefore);
  await page.getByRole("button", { name: "Adicionar à lista de compras" }).click();
  await expect(page.getByRole("button", { name: "Na lista de compras" })).toBeVisible();
  if (shots) await shoot(page, "receita-390.png");

  await page.goto("/fitnessrecipes/bowl-de-acai-proteico");
  await clickUntil(
    page,
    () => page.getByRole("button", { name: "Adicionar à lista de compras" }).click(),
    () => expect(page.getByRole("button", { name: "Na lista de compras" })).toBeVisible({ timeout: 1_000 }),
  );

  await page.getByRole("link", { name: "Ver lista de compras" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lista de compras");
  const items = page.getByRole("list", { name: "Itens da lista" });
  // 2 × 100 g from the smoothie and 50 g from the bowl; 2 × 15 g and 10 g of oats.
  await expect(items).toContainText("Banana-prata: 250 g");
  await expect(items).toContainText("Aveia em flocos: 40 g");
  await expect(items).toContainText("Leite desnatado: 400 ml");
  const milk = page.getByRole("checkbox", { name: "Leite desnatado: 400 ml" });
  await milk.check();
  await page.reload();
  await expect(milk).toBeChecked();
  await expectNoAxeViolations(page);
  if (shots) await shoot(page, "lista-de-compras-390.png");
});

test("'Instalar app' appears where the browser offers it without moving what is on the screen, and asks the browser once", async ({
  page,
}) => {
  await presetConsent(page, "denied");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/fitnessrecipes");
  // The worker is registered by the same effect that listens for the browser's offer.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration("/fitnessrecipes"))))
    .toBe(true);
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift" });
    // What Chromium fires when the app can be installed (Playwright's browser never does).
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => void ((window as unknown as { prompted: number }).prompted = 1),
      userChoice: Promise.resolve({ outcome: "accepted" }),
    });
    window.dispatchEvent(offer);
  });

  const install = page.getByRole("button", { name: "Instalar app" });
  await expect(install).toBeAttached();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await install.click();
  await expect(install).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
});
