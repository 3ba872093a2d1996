import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { freshVisitor } from "./support/ai";
import { expectNoAxeViolations } from "./support/axe";
import { fakeOpenAI } from "./support/services";
import { newEmail, signUpByApi } from "./support/accounts";
import { sidewaysOverflow } from "./support/layout";
import { pngAlpha } from "../test-support/fakes/png";

test.describe("/imgautox", () => {
  test.beforeEach(async ({ page }) => {
    await freshVisitor(page);
    await page.goto("/imgautox");
  });

  test("shows the options with their defaults and real sizes, the placeholder and tiles, with no axe violations", async ({
    page,
  }) => {
    await expect(page).toHaveTitle(/Img Auto X/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/imgautox$/);
    const aspect = page.getByLabel("Proporção");
    await expect(aspect).toHaveValue("1:1");
    // Each proportion exactly, cut on the server from the model's nearest size; the page says what arrives.
    await expect(aspect.locator("option")).toHaveText([
      "Quadrado 1:1 · 1024x1024",
      "Retrato 4:5 (feed) · 1024x1280",
      "Vertical 9:16 (stories) · 864x1536",
      "Paisagem 16:9 · 1536x864",
    ]);
    await expect(page.getByText("Tamanho real: 1024 × 1024 pixels")).toBeVisible();
    await aspect.selectOption("16:9");
    await expect(page.getByText("Tamanho real: 1536 × 864 pixels")).toBeVisible();
    await expect(page.getByLabel("Quantidade")).toHaveValue("1");
    await expect(page.getByLabel("Fundo transparente")).not.toBeChecked();
    await expect(page.getByLabel("Qualidade")).toHaveValue("standard");
    await expect(page.getByLabel("Estilo")).toHaveValue("vivid");
    await expect(page.getByText("Suas imagens aparecerão aqui")).toBeVisible();
    for (const tile of ["Alta qualidade", "Vários formatos", "Estilos únicos"])
      await expect(page.getByText(tile, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("asks for a description and sends nothing without one", async ({ page }) => {
    await page.getByRole("button", { name: "Gerar imagem" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/Por favor, insira uma descrição da imagem/);
    expect(await fakeOpenAI.requests()).toHaveLength(0);
  });

  test("makes two transparent 9:16 images, downloads both with their alpha channel, and edits one", async ({
    page,
  }) => {
    await fakeOpenAI.queue("image", { kind: "ok", delayMs: 600 });
    await page.getByLabel("Proporção").selectOption("9:16");
    await page.getByLabel("Fundo transparente").check();
    await page.getByLabel("Quantidade").selectOption("2");
    await page.getByLabel("Descrição da imagem").fill("Tênis de corrida, vista lateral");
    await page.getByRole("button", { name: "Gerar imagem" }).click();
    await expect(page.getByText("Gerando 2 imagens...")).toBeVisible();
    await expect(page.getByTestId("image-skeleton")).toHaveCount(2);

    const images = page.getByRole("img", { name: "Tênis de corrida, vista lateral", exact: true });
    await expect(images).toHaveCount(2);
    await expect(page.getByRole("status").filter({ hasText: "2 imagens prontas" })).toBeAttached();
    const [sent] = await fakeOpenAI.requests();
    expect(sent.body).toMatchObject({ size: "1024x1536", background: "transparent", output_format: "png", n: 2 });

    for (const number of [1, 2]) {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: `Baixar a imagem ${number}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`tenis-de-corrida-vista-lateral-${number}.png`);
      const bytes = await readFile((await download.path())!);
      expect(pngAlpha(bytes)).toEqual({ colorType: 6, hasTransparentPixel: true });
      // Exactly 9:16 (864 x 1536, read from the PNG's header), not the model's 2:3.
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([864, 1536]);
    }

    await page.getByRole("button", { name: "Editar esta imagem 2" }).click();
    await page.getByLabel("O que mudar na imagem 2").fill("Cadarços vermelhos");
    await page.getByRole("button", { name: "Aplicar edição" }).click();
    const edited = page.getByRole("img", { name: "Tênis de corrida, vista lateral, editada: Cadarços vermelhos" });
    await expect(edited).toBeVisible();
    expect(await edited.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expect(images).toHaveCount(2); // the original stays beside its edit
    expect(await sidewaysOverflow(page)).toBe(0);
    const edit = (await fakeOpenAI.requests())[1];
    expect(edit.endpoint).toBe("image-edit");
    expect(edit.body).toMatchObject({
      prompt: "Cadarços vermelhos",
      size: "1024x1536",
      background: "transparent",
      image: { type: "image/png", head: "89504e470d0a1a0a" },
    });
    await expectNoAxeViolations(page);
  });

  test("an anonymous visitor has no history", async ({ page }) => {
    await page.getByLabel("Descrição da imagem").fill("Um farol");
    await page.getByRole("button", { name: "Gerar imagem" }).click();
    await expect(page.getByRole("img", { name: "Um farol" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Histórico" })).toHaveCount(0);
  });

  test("keeps a signed-in account's generations after a reload, to use again or delete", async ({ page }) => {
    await signUpByApi(page, newEmail("imagens"), "senha-segura-123");
    await page.goto("/imgautox");
    await expect(page.getByRole("heading", { name: "Histórico" })).toBeVisible();

    await page.getByLabel("Proporção").selectOption("4:5");
    await page.getByLabel("Fundo transparente").check();
    await page.getByLabel("Quantidade").selectOption("2");
    await page.getByLabel("Estilo").selectOption("natural");
    await page.getByLabel("Descrição da imagem").fill("Garrafa de azeite sobre fundo neutro");
    await page.getByRole("button", { name: "Gerar imagem" }).click();
    await expect(page.getByRole("img", { name: "Garrafa de azeite sobre fundo neutro" })).toHaveCount(2);

    await page.reload();
    const history = page.getByRole("region", { name: "Histórico" });
    const entry = history.getByRole("listitem").filter({ hasText: "Garrafa de azeite sobre fundo neutro" });
    await expect(entry).toContainText("Retrato 4:5 (feed) · fundo transparente · 2 imagens · Padrão · Natural");
    expect(await entry.locator("img").evaluate((img: HTMLImageElement) => img.src)).toMatch(/^data:image\/webp;/);

    await entry.getByRole("button", { name: /Usar de novo/ }).click();
    await expect(page.getByLabel("Descrição da imagem")).toHaveValue("Garrafa de azeite sobre fundo neutro");
    await expect(page.getByLabel("Descrição da imagem")).toBeFocused();
    await expect(page.getByLabel("Proporção")).toHaveValue("4:5");
    await expect(page.getByLabel("Quantidade")).toHaveValue("2");
    await expect(page.getByLabel("Fundo transparente")).toBeChecked();
    await expect(page.getByLabel("Estilo")).toHaveValue("natural");
    await expectNoAxeViolations(page);

    await entry.getByRole("button", { name: /Excluir/ }).click();
    await expect(entry).toHaveCount(0);
    await page.reload();
    await expect(history.getByRole("listitem")).toHaveCount(0);
    await expect(history).toContainText("Suas últimas 20 gerações aparecem aqui");
  });

  test("can be cancelled while the images are on their way", async ({ page }) => {
    await fakeOpenAI.queue("image", { kind: "ok", delayMs: 5_000 });
    await page.getByLabel("Descrição da imagem").fill("Um farol");
    await page.getByRole("button", { name: "Gerar imagem" }).click();
    await page.getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByText("Geração cancelada. Ajuste o pedido e gere de novo.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Gerar imagem" })).toBeEnabled();
    await expect(page.getByRole("img", { name: "Um farol" })).toHaveCount(0);
  });

  test("says when generation fails, with the reason", async ({ page }) => {
    await fakeOpenAI.queue("image", { kind: "error", status: 400, code: "content_policy_violation" });
    await page.getByLabel("Descrição da imagem").fill("Algo proibido");
    await page.getByRole("button", { name: "Gerar imagem" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert.locator("p").first()).toHaveText(
      "O pedido foi recusado pela política de conteúdo do serviço de IA.",
    );
    await expect(alert).toContainText("Reformule o texto e tente de novo.");
    await expect(alert).not.toContainText("Tente novamente");
  });

  test("works from the keyboard alone", async ({ page }) => {
    await page.getByLabel("Proporção").focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab"); // Quantidade
    await page.keyboard.press("Tab"); // Qualidade
    await page.keyboard.press("Tab"); // Estilo
    await page.keyboard.press("Tab"); // Fundo transparente
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Um farol ao entardecer");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("img", { name: "Um farol ao entardecer" })).toBeVisible();
    expect((await fakeOpenAI.requests())[0].body).toMatchObject({ size: "1024x1536", background: "transparent" });
  });
});

// On a server without AI the page shows an example instead of the form: e2e/availability.spec.ts.

test.describe("/imgautox on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("shows four results in a grid with nothing scrolling sideways", async ({ page }) => {
    await freshVisitor(page);
    await page.goto("/imgautox");
    await page.getByLabel("Quantidade").selectOption("4");
    await page.getByLabel("Descrição da imagem").fill("Xícara de café sobre a mesa de madeira");
    await page.getByRole("button", { name: "Gerar imagem" }).click();
    const images = page.getByRole("img", { name: "Xícara de café sobre a mesa de madeira" });
    await expect(images).toHaveCount(4);
    await expect(images.first()).toBeInViewport();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
});
