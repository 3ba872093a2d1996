import { expect, test } from "@playwright/test";
import { bareAppUrl } from "./ports";
import { freshVisitor } from "./support/ai";
import { expectNoAxeViolations } from "./support/axe";
import { fakeOpenAI } from "./support/services";

const description =
  "Primeira linha da descrição.\nSegunda linha com benefícios.\n\nTerceiro parágrafo para fechar a venda.";

test.describe("/description-ecom", () => {
  test.beforeEach(async ({ page }) => {
    await freshVisitor(page);
    await page.goto("/description-ecom");
  });

  async function fillForm(page: import("@playwright/test").Page) {
    await page.getByLabel("Nome do Produto").fill("Tênis Runner X");
    await page.getByLabel("Características Principais").fill("leve, amortecimento, respirável");
    await page.getByLabel("Público-Alvo").fill("corredores de 25 a 40 anos");
    await page.getByLabel("Faixa de Preço").fill("R$ 399 em até 10x");
  }

  test("shows the header, features, form, tips and placeholder, with no axe violations", async ({ page }) => {
    await expect(page).toHaveTitle(/Gerador de Descrições para E-commerce com IA/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/description-ecom$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Crie descrições profissionais e persuasivas com IA")).toBeVisible();
    for (const feature of ["Descrições Únicas", "Foco no Público", "Alta Conversão", "Economia de Tempo"]) {
      await expect(page.getByText(feature, { exact: true })).toBeVisible();
    }
    await expect(
      page.getByText("Preencha os detalhes abaixo para gerar uma descrição otimizada e persuasiva"),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dicas para Resultados Incríveis" })).toBeVisible();
    await expect(page.locator("ul.list-disc li")).toHaveCount(5);
    await expect(page.getByText('Preencha os campos ao lado e clique em "Gerar Descrição"')).toBeVisible();
    await expect(page.getByText("A descrição gerada aparecerá aqui")).toBeVisible();
    const tone = page.getByLabel("Tom de Voz");
    await expect(tone).toHaveValue("professional");
    await expect(tone.locator("option")).toHaveText([
      "Profissional (formal e direto)",
      "Casual (descontraído e amigável)",
      "Persuasivo (focado em vendas)",
      "Luxo (sofisticado e exclusivo)",
      "Técnico (detalhado e específico)",
    ]);
    await expectNoAxeViolations(page);
  });

  test("counts characters live and ignores typing beyond 400", async ({ page }) => {
    const name = page.getByLabel("Nome do Produto");
    await name.fill("Caneca");
    await expect(page.getByText("6/400")).toBeVisible();
    await name.fill("x".repeat(450));
    await expect(name).toHaveValue("x".repeat(400));
    await expect(page.getByText("400/400")).toBeVisible();
    await name.press("y");
    await expect(name).toHaveValue("x".repeat(400));
  });

  test("asks for every field and sends nothing while one is empty", async ({ page }) => {
    await page.getByLabel("Nome do Produto").fill("Caneca");
    await page.getByRole("button", { name: "Gerar Descrição" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/Por favor, preencha todos os campos/);
    expect(await fakeOpenAI.requests()).toHaveLength(0);
  });

  test("streams the description, keeps its line breaks, copies it and generates again", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await fakeOpenAI.queue("chat", { kind: "ok", content: description, chunks: 8, chunkDelayMs: 250 });
    await fillForm(page);
    await page.getByLabel("Tom de Voz").selectOption("luxury");
    await page.getByRole("button", { name: "Gerar Descrição" }).click();

    const busy = page.getByRole("button", { name: "Gerando..." });
    await expect(busy).toBeDisabled();
    const result = page.getByTestId("description-result");
    // The first words are on screen while the model is still writing.
    await expect(result).toContainText("Primeira");
    await expect(busy).toBeVisible();
    expect(await result.innerText()).not.toContain("fechar a venda");
    await expect(result).toContainText("fechar a venda");
    await expect(page.getByRole("button", { name: "Gerar Descrição" })).toBeEnabled();
    expect(await result.innerText()).toBe(description);

    const [request] = await fakeOpenAI.requests();
    expect(request.body).toMatchObject({ temperature: 0.7, max_tokens: 500, stream: true });
    expect(JSON.stringify(request.body.messages)).toContain("Luxo");

    await page.getByRole("button", { name: "Copiar" }).click();
    await expect(page.getByRole("button", { name: "Copiado!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(description);
    await expect(page.getByRole("button", { name: "Copiar" })).toBeVisible({ timeout: 3_000 });

    await fakeOpenAI.queue("chat", { kind: "ok", content: "Outra versão da descrição." });
    await page.getByRole("button", { name: "Gerar novamente" }).click();
    await expect(result).toHaveText("Outra versão da descrição.");
  });

  test("keeps the previous result on failure, with the reason, and clears the error on a new attempt", async ({
    page,
  }) => {
    await fakeOpenAI.queue("chat", { kind: "ok", content: description });
    await fillForm(page);
    await page.getByRole("button", { name: "Gerar Descrição" }).click();
    const result = page.getByTestId("description-result");
    await expect(result).toContainText("fechar a venda");

    await fakeOpenAI.queue("chat", { kind: "error", status: 401, code: "invalid_api_key" });
    await page.getByRole("button", { name: "Gerar Descrição" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    // A cause, then the next step, each said once; retrying cannot fix a refused key.
    await expect(alert.locator("p").first()).toHaveText("A chave do serviço de IA foi recusada.");
    await expect(alert).toContainText("Avise o responsável pelo site.");
    await expect(alert).not.toContainText("Tente novamente");
    expect(await result.innerText()).toBe(description);

    await fakeOpenAI.queue("chat", { kind: "error", status: 400, code: "content_policy_violation" });
    await page.getByRole("button", { name: "Gerar Descrição" }).click();
    await expect(alert).toContainText("política de conteúdo");

    await fakeOpenAI.queue("chat", { kind: "ok", content: "Nova descrição.", chunkDelayMs: 300, chunks: 2 });
    await page.getByRole("button", { name: "Gerar Descrição" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await expect(result).toHaveText("Nova descrição.");
  });

  test("keeps what arrived when the stream is cut mid-way, and says it is incomplete", async ({ page }) => {
    await fakeOpenAI.queue("chat", { kind: "cut", afterChunks: 2, content: description });
    await fillForm(page);
    await page.getByRole("button", { name: "Gerar Descrição" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText("caiu antes de a resposta terminar");
    await expect(alert).toContainText("O texto abaixo está incompleto.");
    const partial = await page.getByTestId("description-result").innerText();
    expect(partial.length).toBeGreaterThan(0);
    expect(description.startsWith(partial)).toBe(true);
    expect(partial).not.toBe(description);
  });

  test("works from the keyboard alone", async ({ page }) => {
    await fakeOpenAI.queue("chat", { kind: "ok", content: "Descrição pelo teclado." });
    await page.getByLabel("Nome do Produto").focus();
    await page.keyboard.type("Caneca");
    await page.keyboard.press("Tab");
    await page.keyboard.type("cerâmica, 300 ml, térmica");
    await page.keyboard.press("Tab");
    await page.keyboard.type("quem trabalha em casa");
    await page.keyboard.press("Tab");
    await page.keyboard.type("R$ 59 no PIX");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Tom de Voz")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Gerar Descrição" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("description-result")).toHaveText("Descrição pelo teclado.");
  });

  test("shows the provider's rate limit", async ({ page }) => {
    await fakeOpenAI.queue(
      "chat",
      { kind: "error", status: 429, code: "rate_limit_exceeded", headers: { "retry-after": "1" } },
      2,
    );
    await fillForm(page);
    await page.getByRole("button", { name: "Gerar Descrição" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("sobrecarregado", { timeout: 10_000 });
  });
});

test("on a server without AI, /description-ecom keeps its form visible but disabled, with a way to reach the company", async ({
  page,
}) => {
  await page.goto(`${bareAppUrl}/description-ecom`);
  await expect(page.getByText("O gerador de descrições está indisponível no momento.")).toBeVisible();
  // No WHATSAPP_NUMBER on this server: the way to the company is the contact form, asking for a demo.
  await expect(page.getByRole("link", { name: "Falar com a equipe" })).toHaveAttribute(
    "href",
    "/?assunto=demonstracao#contato",
  );
  await expect(page.getByRole("main")).not.toContainText(/OPENAI|\.env/);
  await expect(page.getByLabel("Nome do Produto")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Gerar Descrição" })).toBeDisabled();
  await expect(page.getByRole("heading", { name: "Dicas para Resultados Incríveis" })).toBeVisible();
  await expectNoAxeViolations(page);
});
