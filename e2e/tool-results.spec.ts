import { expect, test, type Page } from "@playwright/test";
import { freshVisitor } from "./support/ai";
import { newEmail, signUpByApi } from "./support/accounts";
import { selectShowsItsChoice } from "./support/layout";
import { fakeOpenAI } from "./support/services";

/**
 * Where the result of each AI tool appears: in the viewport when it arrives (on a phone the page
 * scrolls to it; on a desktop the result column stays in view), announced once, focus kept.
 */
const sizes = [
  { name: "phone 390x844", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: "desktop 1280x720", use: { viewport: { width: 1280, height: 720 } } },
] as const;

async function fillDescription(page: Page) {
  await page.getByLabel("Nome do produto").fill("Tênis Runner X");
  await page.getByLabel("Características principais").fill("leve, amortecimento, respirável");
  await page.getByLabel("Público-alvo").fill("corredores de 25 a 40 anos");
  await page.getByLabel("Faixa de preço").fill("R$ 399 em até 10x");
}

const focusIsLost = (page: Page) =>
  page.evaluate(() => !document.activeElement || document.activeElement === document.body);

for (const size of sizes) {
  test.describe(size.name, () => {
    test.use(size.use);
    test.beforeEach(async ({ page }) => freshVisitor(page));

    test("the three versions are in view when they are ready, then announced", async ({ page }) => {
      await fakeOpenAI.queue("chat", { kind: "ok", delayMs: 1200 });
      await page.goto("/description-ecom");
      await fillDescription(page);
      await page.getByRole("button", { name: "Gerar descrição" }).click();
      await expect(page.getByRole("button", { name: "Gerando..." })).toBeVisible({ visible: true });
      const result = page.getByRole("tab", { name: "Versão 1" });
      await expect(result).toBeInViewport();
      await expect(page.getByRole("status").filter({ hasText: "Três versões prontas" })).toBeAttached();
      await expect(result).toBeInViewport();
      expect(await focusIsLost(page)).toBe(false);
    });

    test("an offline visitor is told so once, with the next step, where the result would be", async ({
      page,
      context,
    }) => {
      await page.goto("/description-ecom");
      await fillDescription(page);
      await context.setOffline(true);
      await page.getByRole("button", { name: "Gerar descrição" }).click();
      const alert = page.getByRole("main").getByRole("alert");
      await expect(alert.locator("p").first()).toHaveText("Sem conexão com a internet.");
      await expect(alert).toContainText("Verifique sua conexão e tente de novo.");
      await expect(alert).toBeInViewport();
      await context.setOffline(false);
    });

    test("the voice player is in view when the audio is ready", async ({ page }) => {
      await fakeOpenAI.queue("speech", { kind: "ok", delayMs: 400 });
      await page.goto("/geniusvoice");
      await page.getByLabel("Texto").fill("Olá, mundo");
      await page.getByRole("button", { name: "Gerar Áudio" }).click();
      const player = page.getByLabel("Áudio gerado");
      await expect(player).toHaveAttribute("src", /^blob:/);
      await expect(player).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("status").filter({ hasText: "Áudio pronto" })).toBeAttached();
      expect(await focusIsLost(page)).toBe(false);
    });

    test("the image is in view when it is ready, with a placeholder of its shape meanwhile", async ({ page }) => {
      // Late enough for the placeholder to be measured before the image replaces it, also on CI's loaded cores.
      await fakeOpenAI.queue("image", { kind: "ok", delayMs: 5000 });
      await page.goto("/imgautox");
      await page.getByLabel("Proporção").selectOption("9:16");
      await page.getByLabel("Descrição da imagem").fill("Um farol ao entardecer");
      await page.getByRole("button", { name: "Gerar imagem" }).click();
      const skeleton = page.getByTestId("image-skeleton");
      await expect(skeleton).toBeInViewport();
      const box = (await skeleton.boundingBox())!;
      expect(box.height / box.width).toBeCloseTo(16 / 9, 1); // 9:16 is delivered as 864x1536
      const image = page.getByRole("img", { name: "Um farol ao entardecer" });
      await expect(image).toBeVisible();
      await expect(image).toBeInViewport({ ratio: 0.5 });
      await expect(page.getByRole("status").filter({ hasText: "Imagem pronta" })).toBeAttached();
      expect(await focusIsLost(page)).toBe(false);
    });

    test("the translation is in view when it is ready", async ({ page }) => {
      await signUpByApi(page, newEmail("vista"), "senha-segura-123");
      await page.goto("/translate");
      await fakeOpenAI.queue("chat", { kind: "translation", mode: "good", delayMs: 300 });
      await page.getByLabel("Palavra ou Frase").fill("good morning");
      await page.getByRole("button", { name: "Traduzir", exact: true }).click();
      // the translation, not its "Outros sentidos" below
      const translation = page.getByRole("region", { name: "Tradução" }).getByText("bom dia", { exact: true }).first();
      await expect(translation).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("status").filter({ hasText: "Tradução pronta" })).toBeAttached();

      // A phrase gets room: the field grows with it. Shift+Enter breaks the line, Enter translates.
      const field = page.getByLabel("Palavra ou Frase");
      const before = (await field.boundingBox())!.height;
      await field.fill("The quick brown fox jumps over the lazy dog");
      await field.press("Shift+Enter");
      await field.pressSequentially("while the sun sets.");
      await expect(field).toHaveValue("The quick brown fox jumps over the lazy dog\nwhile the sun sets.");
      await field.fill("one line\ntwo lines\nthree lines\nfour lines\nfive lines");
      await expect.poll(async () => (await field.boundingBox())!.height).toBeGreaterThan(before + 40);
      await expect(page.getByRole("main")).not.toContainText("navegador");
      await expect(page.getByRole("button", { name: "Sair" })).toHaveCount(1);
    });

    test("the image page's selects show their whole choice", async ({ page }) => {
      await page.goto("/imgautox");
      for (const label of ["Proporção", "Quantidade", "Qualidade", "Estilo"]) {
        const select = page.getByLabel(label);
        for (const option of await select.locator("option").all()) {
          await select.selectOption((await option.getAttribute("value"))!);
          const fits = await selectShowsItsChoice(select);
          expect(fits, `${label}: ${await option.textContent()}`).toBe(true);
        }
      }
    });
  });
}

test.describe("phone 390x844 order and focus", () => {
  test.use(sizes[0].use);
  test.beforeEach(async ({ page }) => freshVisitor(page));

  test("on a phone the description's result comes before the tips", async ({ page }) => {
    await page.goto("/description-ecom");
    const result = await page.getByRole("region", { name: "Resultado" }).boundingBox();
    const tips = await page.getByRole("heading", { name: "Dicas para resultados incríveis" }).boundingBox();
    expect(result!.y).toBeLessThan(tips!.y);
  });

  test("a visitor typing while the description is written keeps the focus", async ({ page }) => {
    await fakeOpenAI.queue("chat", { kind: "ok", delayMs: 1200 });
    await page.goto("/description-ecom");
    await fillDescription(page);
    await page.getByRole("button", { name: "Gerar descrição" }).click();
    const name = page.getByLabel("Nome do produto");
    await name.focus();
    await page.keyboard.type(" 2");
    await expect(page.getByRole("status").filter({ hasText: "Três versões prontas" })).toBeAttached();
    await expect(name).toBeFocused();
    await expect(name).toHaveValue("Tênis Runner X 2");
  });
});
