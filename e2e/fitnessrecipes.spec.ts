import { devices, expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { phone } from "./support/devices";
import { recipesApp } from "./support/recipes";
import { recipes } from "../lib/recipes/recipes";
import { toolRecord } from "../lib/content/tools";

const drinks = [
  "Smoothie Energético",
  "Smoothie Verde Proteico",
  "Suco Verde de Couve e Abacaxi",
  "Vitamina de Mamão com Aveia",
];
const dinners = [
  "Wrap de Frango Fit",
  "Salmão Grelhado com Legumes",
  "Sopa de Abóbora com Frango",
  "Atum com Batata-Doce",
];
const T0 = new Date("2026-03-02T12:00:00-03:00").getTime();
const allTitles = recipes.map((recipe) => recipe.title);

/** Opens the page on a paused clock, hydrated, showing slide 1 with the focus outside the carousel. */
async function openFrozen(page: Page) {
  await page.clock.install({ time: T0 });
  await page.goto("/fitnessrecipes");
  await page.clock.pauseAt(T0 + 60_000);
  const a = recipesApp(page);
  await expect(async () => {
    await a.dot(2).press("Enter");
    await expect(a.slide).toHaveAccessibleName(/^2 de 3/, { timeout: 500 });
  }).toPass();
  await a.dot(1).press("Enter");
  await expect(a.slide).toHaveAccessibleName("1 de 3: Bowl de Proteína Especial");
  await resume(page);
  return a;
}

/** Mouse and focus leave the carousel; it starts counting again from the (paused) clock's now. */
async function resume(page: Page, { running = true } = {}) {
  const a = recipesApp(page);
  await page.mouse.move(0, 0);
  await a.next.focus();
  await a.search.focus();
  await expect(a.live).toHaveAttribute("aria-live", running ? "off" : "polite");
}

for (const [device, use] of [
  ["desktop", { ...devices["Desktop Chrome"] }],
  ["phone", phone],
] as const) {
  test.describe(`FitnessRecipes (${device})`, () => {
    test.use({
      viewport: use.viewport,
      isMobile: use.isMobile,
      hasTouch: use.hasTouch,
      userAgent: use.userAgent,
      deviceScaleFactor: use.deviceScaleFactor,
    });

    // What the carousel, the chips and the search do is the same at any width: followed once, on the phone.
    if (device === "phone") {
      test("the carousel advances every 5 seconds and wraps", async ({ page }) => {
        const a = await openFrozen(page);
        await page.clock.runFor(4_999);
        await expect(a.slide).toHaveAccessibleName(/^1 de 3/);
        await page.clock.runFor(1);
        await expect(a.slide).toHaveAccessibleName("2 de 3: Wrap de Frango Fit");
        await expect(a.dot(2)).toHaveAttribute("aria-current", "true");
        await page.clock.runFor(5_000);
        await expect(a.slide).toHaveAccessibleName("3 de 3: Smoothie Energético");
        await page.clock.runFor(5_000);
        await expect(a.slide).toHaveAccessibleName(/^1 de 3/);
        await expect(a.slide.getByRole("img", { name: "Bowl de Proteína Especial" })).toBeVisible();
      });

      test("previous and next wrap around", async ({ page }) => {
        const a = await openFrozen(page);
        await a.previous.click();
        await expect(a.slide).toHaveAccessibleName(/^3 de 3/);
        await a.next.click();
        await expect(a.slide).toHaveAccessibleName(/^1 de 3/);
        await a.next.click();
        await a.next.click();
        await expect(a.slide).toHaveAccessibleName(/^3 de 3/);
        await expect(a.dot(3)).toHaveAttribute("aria-current", "true");
        await expect(a.dot(1)).not.toHaveAttribute("aria-current", "true");
      });

      test("pauses while focus is inside and while paused by the visitor", async ({ page }) => {
        const a = await openFrozen(page);
        await a.next.focus();
        await expect(a.live).toHaveAttribute("aria-live", "polite");
        await page.clock.runFor(15_000);
        await expect(a.slide).toHaveAccessibleName(/^1 de 3/);

        await resume(page);
        await page.clock.runFor(5_000);
        await expect(a.slide).toHaveAccessibleName(/^2 de 3/);

        await a.carousel.getByRole("button", { name: "Pausar destaques" }).press("Enter");
        await resume(page, { running: false });
        await page.clock.runFor(15_000);
        await expect(a.slide).toHaveAccessibleName(/^2 de 3/);
        await a.carousel.getByRole("button", { name: "Retomar destaques" }).press("Enter");
        await resume(page);
        await page.clock.runFor(5_000);
        await expect(a.slide).toHaveAccessibleName(/^3 de 3/);
      });

      test("chips and Explorar filter the recipes", async ({ page }) => {
        await page.goto("/fitnessrecipes");
        const a = recipesApp(page);
        await expect(a.chip("Todas")).toHaveAttribute("aria-pressed", "true");
        await expect.poll(() => a.titles()).toEqual(allTitles);
        for (const name of ["Café da manhã", "Almoço", "Jantar", "Lanches", "Bebidas", "Sobremesas"])
          await expect(a.chip(name)).toBeVisible();

        await a.chip("Bebidas").click();
        await expect(a.chip("Bebidas")).toHaveAttribute("aria-pressed", "true");
        await expect(a.chip("Todas")).toHaveAttribute("aria-pressed", "false");
        await expect.poll(() => a.titles()).toEqual(drinks);
        await a.chip("Sobremesas").click();
        await expect
          .poll(() => a.titles())
          .toEqual([
            "Mousse de Chocolate com Abacate",
            "Sorvete de Banana com Amendoim",
            "Salada de Frutas com Iogurte",
            "Maçã Assada com Aveia e Mel",
          ]);
        await a.chip("Todas").click();
        await expect(a.grid().getByRole("listitem")).toHaveCount(allTitles.length);

        await a.tab("Explorar").click();
        await expect(page.getByText("Escolha uma categoria para ver as receitas.")).toBeVisible();
        // No category is a dead end: each one lists at least one recipe.
        for (const name of ["Café da manhã", "Almoço", "Jantar", "Lanches", "Bebidas", "Sobremesas"]) {
          await expect(page.getByRole("button", { name: new RegExp(`^${name}`) })).not.toContainText(/\b0 receitas/);
        }
        await page.getByRole("button", { name: /^Jantar/ }).click();
        await expect(page.getByRole("button", { name: /^Jantar/ })).toHaveAttribute("aria-pressed", "true");
        await expect.poll(() => a.titles("Receitas de Jantar")).toEqual(dinners);
        await a.tab("Início").click();
        await expect(a.chip("Jantar")).toHaveAttribute("aria-pressed", "true");
        await expect.poll(() => a.titles()).toEqual(dinners);
      });

      test("draws its icons as SVG, never as emoji (they look different on every system)", async ({ page }) => {
        await page.goto("/fitnessrecipes");
        const a = recipesApp(page);
        const emoji = /\p{Extended_Pictographic}/u;
        expect(await page.getByRole("main").textContent()).not.toMatch(emoji);
        await expect(a.chip("Lanches").locator("svg")).toHaveCount(1);
        await a.tab("Explorar").click();
        await expect(page.getByRole("button", { name: /^Sobremesas/ }).locator("svg")).toHaveCount(1);
        expect(await page.getByRole("main").textContent()).not.toMatch(emoji);
      });

      test("search ignores case and accents and combines with the category", async ({ page }) => {
        await page.goto("/fitnessrecipes");
        const a = recipesApp(page);
        await a.search.fill("acai");
        await expect.poll(() => a.titles()).toEqual(["Bowl de Açaí Proteico"]);
        await a.search.fill("AÇAÍ");
        await expect.poll(() => a.titles()).toEqual(["Bowl de Açaí Proteico"]);
        await a.search.fill("salmao");
        await expect.poll(() => a.titles()).toEqual(["Salmão Grelhado com Legumes"]);
        await a.search.fill("smoothie");
        await a.chip("Bebidas").click();
        await expect.poll(() => a.titles()).toEqual(["Smoothie Energético", "Smoothie Verde Proteico"]);
        await a.chip("Almoço").click();
        await expect(page.getByText("Nenhuma receita encontrada. Tente outra busca ou categoria.")).toBeVisible();
        await a.search.fill("");
        await expect
          .poll(() => a.titles())
          .toEqual([
            "Bowl de Proteína Especial",
            "Salada de Grão-de-Bico com Frango",
            "Patinho com Purê de Abóbora",
            "Arroz Integral com Lentilha",
          ]);
      });
    }

    test("favorites are kept across visits", async ({ page }) => {
      await page.goto("/fitnessrecipes");
      const a = recipesApp(page);
      await a.tab("Favoritos").click();
      await expect(page.getByRole("heading", { name: "Receitas Favoritas" })).toBeVisible();
      await expect(page.getByText(/Você ainda não tem favoritas/)).toBeVisible();

      await a.tab("Início").click();
      const heart = a.grid().getByRole("button", { name: "Favoritar Bowl de Açaí Proteico" });
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await a.grid().getByRole("button", { name: "Favoritar Salmão Grelhado com Legumes" }).click();

      await page.reload();
      await expect(a.grid().getByRole("button", { name: "Favoritar Bowl de Açaí Proteico" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await a.tab("Favoritos").click();
      await expect
        .poll(() => a.titles("Receitas favoritas"))
        .toEqual(["Bowl de Açaí Proteico", "Salmão Grelhado com Legumes"]);
      await a.grid("Receitas favoritas").getByRole("button", { name: "Favoritar Bowl de Açaí Proteico" }).click();
      await expect.poll(() => a.titles("Receitas favoritas")).toEqual(["Salmão Grelhado com Legumes"]);
      await expectNoAxeViolations(page);
    });

    // Arrow keys between tabs are a keyboard's: followed on the desktop.
    if (device === "desktop") {
      test("the tabs work with the keyboard", async ({ page }) => {
        await page.goto("/fitnessrecipes");
        const a = recipesApp(page);
        await expect(page.getByRole("tablist", { name: "Seções do app" })).toBeVisible();
        await expect(a.tab("Início")).toHaveAttribute("aria-selected", "true");
        await expect(async () => {
          await a.tab("Início").focus();
          await page.keyboard.press("ArrowRight");
          await expect(a.tab("Explorar")).toHaveAttribute("aria-selected", "true", { timeout: 500 });
        }).toPass();
        await expect(a.tab("Explorar")).toBeFocused();
        await expect(
          page.getByRole("tabpanel", { name: "Explorar" }).getByRole("heading", { name: "Categorias" }),
        ).toBeVisible();
        await page.keyboard.press("ArrowRight");
        await expect(a.tab("Favoritos")).toHaveAttribute("aria-selected", "true");
        await expect(page.getByRole("heading", { name: "Receitas Favoritas" })).toBeVisible();
        await page.keyboard.press("ArrowRight");
        await expect(a.tab("Início")).toHaveAttribute("aria-selected", "true");
        await expect(a.tab("Início")).toBeFocused();
        await page.keyboard.press("End");
        await expect(a.tab("Favoritos")).toHaveAttribute("aria-selected", "true");
        await page.keyboard.press("Home");
        await expect(page.getByRole("heading", { name: "Destaques" })).toBeVisible();
      });
    }

    test("'Ver Receita' opens the recipe at its address; back returns to the list as it was", async ({ page }) => {
      await page.goto("/fitnessrecipes");
      const a = recipesApp(page);
      await expect(async () => {
        await a.search.fill("frango");
        await expect.poll(() => a.titles(), { timeout: 1_000 }).toContain("Salada de Grão-de-Bico com Frango");
        expect(await a.titles()).not.toContain("Smoothie Energético");
      }).toPass();
      await a.grid().getByRole("link", { name: "Ver Receita Salada de Grão-de-Bico com Frango" }).click();
      await expect(page).toHaveURL(/\/fitnessrecipes\/salada-de-grao-de-bico-com-frango$/);
      await expect(page).toHaveTitle(/^Salada de Grão-de-Bico com Frango: receita fitness/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Salada de Grão-de-Bico com Frango");
      await expect(page.getByRole("img", { name: "Salada de Grão-de-Bico com Frango" })).toBeVisible();
      await expect(page.getByText("Almoço", { exact: true })).toBeVisible();
      await expect(page.getByRole("list", { name: "Ingredientes" }).getByRole("listitem")).toHaveCount(8);
      await expect(page.getByRole("listitem").filter({ hasText: "Escorra o grão-de-bico" })).toBeVisible();
      await expect(page.getByRole("table")).toContainText("Proteínas");
      await expect(page.getByText(/Tabela Brasileira de Composição de Alimentos/)).toBeVisible();
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
      );
      expect(jsonLd["@type"]).toBe("Recipe");
      await expectNoAxeViolations(page);
      await page.goBack();
      await expect(a.search).toHaveValue("frango");
      await expect.poll(() => a.titles()).not.toContain("Smoothie Energético");
    });

    test("images are ours, sized, loaded and described; no axe violations on any tab", async ({ page }) => {
      test.setTimeout(120_000); // three axe passes over the 24 recipes' grid took over 60 s at a load of 15 on 2 cores
      await page.goto("/fitnessrecipes");
      const a = recipesApp(page);
      const images = a.grid().getByRole("img");
      await expect(images).toHaveCount(allTitles.length);
      for (const [i, title] of allTitles.entries()) {
        const image = images.nth(i);
        await expect(image).toHaveAttribute("alt", title);
        await expect(image).toHaveAttribute("width", "400");
        await expect(image).toHaveAttribute("height", "300");
        await expect(image).toHaveAttribute("src", /^\/recipes\/[a-z-]+\.svg$/);
      }
      await a.carousel.scrollIntoViewIfNeeded();
      await expect
        .poll(() => a.slide.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      await a.tab("Explorar").click();
      await page.getByRole("button", { name: /^Bebidas/ }).click();
      await expectNoAxeViolations(page);
      await a.tab("Favoritos").click();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("FitnessRecipes carousel on desktop", () => {
  test("pauses while hovered", async ({ page }) => {
    const a = await openFrozen(page);
    await a.carousel.hover();
    await page.clock.runFor(15_000);
    await expect(a.slide).toHaveAccessibleName(/^1 de 3/);
    await resume(page);
    await page.clock.runFor(5_000);
    await expect(a.slide).toHaveAccessibleName(/^2 de 3/);
  });

  test("does not move under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: T0 });
    await page.goto("/fitnessrecipes");
    const a = recipesApp(page);
    await expect(a.carousel.getByRole("button", { name: /destaques$/ })).toHaveCount(0);
    await page.clock.pauseAt(T0 + 60_000);
    await page.clock.runFor(20_000);
    await expect(a.slide).toHaveAccessibleName(/^1 de 3/);
    await a.next.click();
    await expect(a.slide).toHaveAccessibleName(/^2 de 3/);
  });

  test("has pt-BR metadata", async ({ page }) => {
    await page.goto("/fitnessrecipes");
    await expect(page).toHaveTitle(/^FitnessRecipes: receitas fitness/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/fitnessrecipes$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      toolRecord("/fitnessrecipes").does,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("FitnessRecipes");
  });
});
