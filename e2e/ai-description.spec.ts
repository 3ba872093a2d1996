import { expect, test } from "@playwright/test";
import { descriptionPage } from "../lib/content/tools";
import { freshVisitor } from "./support/ai";
import { expectNoAxeViolations } from "./support/axe";
import { fakeOpenAI } from "./support/services";

const version = (n: number) => ({
  title: `Runner X — versão ${n}`,
  seoTitle: `Tênis Runner X leve para corrida ${n}`,
  metaDescription: `Corra mais leve com o Runner X ${n}: amortecimento e respirabilidade. Compre em até 10x.`,
  highlights: ["Leve", "Amortecido", "Respirável"],
  html:
    `<h2 style="color:red" onclick="alert(1)">Runner X ${n}</h2><script>window.hacked = true</script>` +
    `<p>Conforto <a href="javascript:alert(1)">em cada</a> <strong>treino</strong>.</p>` +
    `<ul><li>Leve</li><li>Respirável</li></ul><img src=x onerror="window.hacked = true">`,
  caption: `Bora correr? 🏃 Runner X ${n} chegou! #corrida #treino`,
});
const answer = { versions: [version(1), version(2), version(3)] };

test.describe("/description-ecom", () => {
  test.beforeEach(async ({ page }) => {
    await freshVisitor(page);
    await page.goto("/description-ecom");
  });

  async function fillForm(page: import("@playwright/test").Page) {
    await page.getByLabel("Nome do produto").fill("Tênis Runner X");
    await page.getByLabel("Características principais").fill("leve, amortecimento, respirável");
    await page.getByLabel("Público-alvo").fill("corredores de 25 a 40 anos");
    await page.getByLabel("Faixa de preço").fill("R$ 399 em até 10x");
  }

  test("shows the header, features, form, tips and placeholder, with no axe violations", async ({ page }) => {
    await expect(page).toHaveTitle(/Gerador de Descrições para E-commerce com IA/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/description-ecom$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByText(descriptionPage.subtitle)).toBeVisible();
    for (const feature of ["Descrições únicas", "Foco no público", "Alta conversão", "Economia de tempo"]) {
      await expect(page.getByText(feature, { exact: true })).toBeVisible();
    }
    await expect(
      page.getByText("Preencha os detalhes abaixo para gerar uma descrição otimizada e persuasiva"),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dicas para resultados incríveis" })).toBeVisible();
    await expect(page.locator("ul.list-disc li")).toHaveCount(5);
    await expect(page.getByText('Preencha os campos ao lado e clique em "Gerar descrição"')).toBeVisible();
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
    const name = page.getByLabel("Nome do produto");
    await name.fill("Caneca");
    await expect(page.getByText("6/400")).toBeVisible();
    await name.fill("x".repeat(450));
    await expect(name).toHaveValue("x".repeat(400));
    await expect(page.getByText("400/400")).toBeVisible();
    await name.press("y");
    await expect(name).toHaveValue("x".repeat(400));
  });

  test("asks for every field and sends nothing while one is empty", async ({ page }) => {
    await page.getByLabel("Nome do produto").fill("Caneca");
    await page.getByRole("button", { name: "Gerar descrição" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/Por favor, preencha todos os campos/);
    expect(await fakeOpenAI.requests()).toHaveLength(0);
  });

  test("keeps the previous result on failure, with the reason, and clears the error on a new attempt", async ({
    page,
  }) => {
    await fakeOpenAI.queue("chat", { kind: "ok", json: answer });
    await fillForm(page);
    await page.getByRole("button", { name: "Gerar descrição" }).click();
    const title = page.getByRole("tabpanel").getByText("Runner X — versão 1", { exact: true });
    await expect(title).toBeVisible();

    await fakeOpenAI.queue("chat", { kind: "error", status: 401, code: "invalid_api_key" });
    await page.getByRole("button", { name: "Gerar descrição" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    // A cause, then the next step, each said once; retrying cannot fix a refused key.
    await expect(alert.locator("p").first()).toHaveText("A chave do serviço de IA foi recusada.");
    await expect(alert).toContainText("Avise o responsável pelo site.");
    await expect(alert).not.toContainText("Tente novamente");
    await expect(title).toBeVisible();

    await fakeOpenAI.queue("chat", { kind: "ok", content: "isto não é JSON" }, 2);
    await page.getByRole("button", { name: "Gerar descrição" }).click();
    await expect(alert).toContainText("formato inesperado");
    expect(await fakeOpenAI.requests()).toHaveLength(4);

    await fakeOpenAI.queue("chat", { kind: "ok", delayMs: 300 });
    await page.getByRole("button", { name: "Gerar descrição" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("tabpanel").getByText("title 1 Tênis Runner X", { exact: true })).toBeVisible();
  });

  test("works from the keyboard alone", async ({ page }) => {
    await page.getByLabel("Nome do produto").focus();
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
    await expect(page.getByRole("button", { name: "Gerar descrição" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("tab", { name: "Versão 1" })).toBeVisible();
    await expect(page.getByRole("tabpanel").getByText("title 1 Caneca", { exact: true })).toBeVisible();
    await page.getByRole("tab", { name: "Versão 1" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Versão 2" })).toHaveAttribute("aria-selected", "true");
  });

  test("shows the provider's rate limit", async ({ page }) => {
    await fakeOpenAI.queue(
      "chat",
      { kind: "error", status: 429, code: "rate_limit_exceeded", headers: { "retry-after": "1" } },
      2,
    );
    await fillForm(page);
    await page.getByRole("button", { name: "Gerar descrição" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("sobrecarregado", { timeout: 10_000 });
  });
});

// On a server without AI the page shows an example instead of the form: e2e/availability.spec.ts.

const sizes = [
  { name: "phone 390x844", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: "desktop 1440x900", use: { viewport: { width: 1440, height: 900 } } },
] as const;

for (const size of sizes) {
  test.describe(`/description-ecom three versions, ${size.name}`, () => {
    test.use(size.use);
    test.beforeEach(async ({ page }) => freshVisitor(page));

    test("shows three versions with SEO counters, highlights and every channel, sanitised and copyable", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await fakeOpenAI.queue("chat", { kind: "ok", json: answer, delayMs: 1500 });
      await page.goto("/description-ecom");
      await page.getByLabel("Nome do produto").fill("Tênis Runner X");
      await page.getByLabel("Características principais").fill("leve, amortecimento, respirável");
      await page.getByLabel("Público-alvo").fill("corredores de 25 a 40 anos");
      await page.getByLabel("Faixa de preço").fill("R$ 399 em até 10x");
      await page.getByRole("button", { name: "Gerar descrição" }).click();
      await expect(page.getByRole("button", { name: "Gerando..." })).toBeDisabled();

      await expect(page.getByRole("tab", { name: /^Versão \d$/ })).toHaveText(["Versão 1", "Versão 2", "Versão 3"]);
      await expect(page.getByRole("status").filter({ hasText: "Três versões prontas" })).toBeAttached();
      const [request] = await fakeOpenAI.requests();
      expect(request.body.response_format).toMatchObject({ type: "json_schema", json_schema: { strict: true } });

      await page.getByRole("tab", { name: "Versão 2" }).click();
      const panel = page.getByRole("tabpanel", { name: "Versão 2" });
      await expect(panel.getByText("Runner X — versão 2", { exact: true })).toBeVisible();
      const seo = panel.getByLabel("Título SEO", { exact: true });
      await expect(seo).toHaveValue("Tênis Runner X leve para corrida 2");
      await expect(panel.getByText("34/60")).toBeVisible();
      await seo.fill("Runner X");
      await expect(panel.getByText("8/60")).toBeVisible();
      await seo.fill("x".repeat(70));
      await expect(seo).toHaveValue("x".repeat(60));
      await expect(panel.getByText("60/60")).toBeVisible();
      const meta = panel.getByLabel("Meta description", { exact: true });
      await expect(panel.getByText(`${version(2).metaDescription.length}/155`)).toBeVisible();
      await meta.fill("Curta.");
      await expect(panel.getByText("6/155")).toBeVisible();
      await expect(panel.getByRole("heading", { name: "Destaques" })).toBeVisible();
      await expect(panel.getByRole("list", { name: "Destaques" }).getByRole("listitem")).toHaveText([
        "Leve",
        "Amortecido",
        "Respirável",
      ]);
      // Edits stay when the visitor looks at another version and comes back.
      await page.getByRole("tab", { name: "Versão 1" }).click();
      await page.getByRole("tab", { name: "Versão 2" }).click();
      await expect(meta).toHaveValue("Curta.");
      await panel.getByRole("button", { name: "Copiar Meta description da Versão 2" }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Curta.");

      const store =
        "<h2>Runner X 2</h2><p>Conforto em cada <strong>treino</strong>.</p><ul><li>Leve</li><li>Respirável</li></ul>";
      await expect(panel.getByRole("tab", { name: "Loja (HTML)" })).toHaveAttribute("aria-selected", "true");
      await expect(panel.getByTestId("store-html")).toHaveText(store);
      await expect(panel.getByTestId("store-preview").getByRole("heading", { name: "Runner X 2" })).toBeVisible();
      expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
      await panel.getByRole("button", { name: "Copiar Loja (HTML) da Versão 2" }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(store);

      await panel.getByRole("tab", { name: "Mercado Livre" }).click();
      const plain = "Runner X 2\n\nConforto em cada treino.\n\n• Leve\n• Respirável";
      await expect(panel.getByTestId("mercado-livre-text")).toHaveText(plain, { useInnerText: true });
      await panel.getByRole("button", { name: "Copiar Mercado Livre da Versão 2" }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(plain);

      await panel.getByRole("tab", { name: "Instagram e WhatsApp" }).click();
      await expect(panel.getByTestId("social-text")).toHaveText("Bora correr? 🏃 Runner X 2 chegou! #corrida #treino");
      await expect(panel.getByText(/de 2\.200 caracteres do Instagram/)).toBeVisible();
      await panel.getByRole("button", { name: "Copiar Instagram e WhatsApp da Versão 2" }).click();
      await expect(
        panel.getByRole("tabpanel", { name: "Instagram e WhatsApp" }).getByRole("button", { name: "Copiado!" }),
      ).toBeVisible();

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(panel).toBeInViewport({ ratio: 0.1 });
      await expectNoAxeViolations(page);
    });
  });
}
