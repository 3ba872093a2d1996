import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { bareAppUrl } from "./ports";
import { freshVisitor } from "./support/ai";
import { expectNoAxeViolations } from "./support/axe";
import { fakeOpenAI } from "./support/services";

test.describe("/imgautox", () => {
  test.beforeEach(async ({ page }) => {
    await freshVisitor(page);
    await page.goto("/imgautox");
  });

  test("shows the options with their defaults, the placeholder and tiles, with no axe violations", async ({ page }) => {
    await expect(page).toHaveTitle(/Img Auto X/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/imgautox$/);
    await expect(page.getByLabel("Tamanho")).toHaveValue("1024x1024");
    await expect(page.getByLabel("Tamanho").locator("option")).toHaveText([
      "Quadrado (1024x1024)",
      "Retrato (1024x1792)",
      "Paisagem (1792x1024)",
    ]);
    await expect(page.getByLabel("Qualidade")).toHaveValue("standard");
    await expect(page.getByLabel("Estilo")).toHaveValue("vivid");
    await expect(page.getByText("Sua imagem aparecerá aqui")).toBeVisible();
    for (const tile of ["Alta Qualidade", "Vários Formatos", "Estilos Únicos"])
      await expect(page.getByText(tile, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("asks for a description and sends nothing without one", async ({ page }) => {
    await page.getByRole("button", { name: "Gerar Imagem" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/Por favor, insira uma descrição/);
    expect(await fakeOpenAI.requests()).toHaveLength(0);
  });

  test("generates with the chosen options, shows the revised prompt and downloads the file", async ({ page }) => {
    await fakeOpenAI.queue("image", {
      kind: "ok",
      delayMs: 400,
      revisedPrompt: "Um gato astronauta flutuando, estilo natural",
    });
    await page.getByLabel("Tamanho").selectOption("1024x1792");
    await page.getByLabel("Qualidade").selectOption("hd");
    await page.getByLabel("Estilo").selectOption("natural");
    await page.getByLabel("Descrição da imagem").fill("Um gato astronauta");
    await page.getByRole("button", { name: "Gerar Imagem" }).click();
    await expect(page.getByRole("button", { name: "Gerando..." })).toBeDisabled();

    const image = page.getByRole("img", { name: "Um gato astronauta" });
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText("Um gato astronauta flutuando, estilo natural")).toBeVisible();
    expect((await fakeOpenAI.requests())[0].body).toMatchObject({
      model: "dall-e-3",
      size: "1024x1792",
      quality: "hd",
      style: "natural",
      response_format: "b64_json",
    });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("imagem-imgautox.png");
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  });

  test("says when generation fails, with the reason", async ({ page }) => {
    await fakeOpenAI.queue("image", { kind: "error", status: 400, code: "content_policy_violation" });
    await page.getByLabel("Descrição da imagem").fill("Algo proibido");
    await page.getByRole("button", { name: "Gerar Imagem" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert.locator("p").first()).toHaveText(
      "O pedido foi recusado pela política de conteúdo do serviço de IA.",
    );
    await expect(alert).toContainText("Reformule o texto e tente de novo.");
    await expect(alert).not.toContainText("Tente novamente");
  });

  test("works from the keyboard alone", async ({ page }) => {
    await page.getByLabel("Tamanho").focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Um farol ao entardecer");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("img", { name: "Um farol ao entardecer" })).toBeVisible();
    expect((await fakeOpenAI.requests())[0].body).toMatchObject({ size: "1024x1792" });
  });
});

test("on a server without AI, /imgautox keeps its form visible but disabled, with a way to reach the company", async ({
  page,
}) => {
  await page.goto(`${bareAppUrl}/imgautox`);
  await expect(page.getByText("O gerador de imagens está indisponível no momento.")).toBeVisible();
  // No WHATSAPP_NUMBER on this server: the way to the company is the contact form, asking for a demo.
  await expect(page.getByRole("link", { name: "Falar com a equipe" })).toHaveAttribute(
    "href",
    "/?assunto=demonstracao#contato",
  );
  await expect(page.getByRole("button", { name: "Gerar Imagem" })).toBeDisabled();
  await expect(page.getByLabel("Descrição da imagem")).toBeDisabled();
  await expect(page.getByRole("main")).not.toContainText(/OPENAI|\.env/);
  await expectNoAxeViolations(page);
});
