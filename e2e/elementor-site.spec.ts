import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { serveFolder } from "../test-support/static-folder";
import { extractZip } from "../test-support/zip";
import { ports, siteUrl } from "./ports";
import { expectNoAxeViolations } from "./support/axe";
import { phone } from "./support/devices";
import { newVisitorIp } from "./support/visitors";

// On the context, so a tab opened again is the same client as the first.
test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders({ "x-forwarded-for": newVisitorIp() }));

const siteMode = (page: Page) => page.getByRole("radio", { name: "Site inteiro" });
const pageMode = (page: Page) => page.getByRole("radio", { name: "Página" });
const progress = (page: Page) => page.getByRole("main").getByRole("status").filter({ hasText: "páginas" });

test.describe("Elementor para HTML, Site inteiro", () => {
  test('"Otimizar imagens" sends optimizeImages and the report says what it saved', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/elementor");
    await siteMode(page).check();
    await page.getByLabel("URL do site").fill(`${siteUrl}/loja/`);
    const option = page.getByLabel("Otimizar imagens");
    await expect(option).not.toBeChecked();
    await option.check();
    const request = page.waitForRequest(
      (sent) => sent.url().endsWith("/api/converter/site") && sent.method() === "POST",
    );
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      page.getByRole("button", { name: "Converter site e baixar ZIP" }).click(),
    ]);
    expect((await request).postDataJSON()).toMatchObject({ optimizeImages: true });
    expect(download.suggestedFilename()).toBe(`127-0-0-1-${ports.site}.zip`);
    const report = page.getByRole("region", { name: "Relatório da conversão" });
    await expect(
      report.getByText(/^Otimizar imagens: \d+ image(m|ns) reduzidas? e \d+ fontes? cortadas? /),
    ).toBeVisible();
  });

  test("converts the whole fixture site into a ZIP that works offline from a plain static host", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/elementor");
    await siteMode(page).check();
    await expect(page.getByText("Cole a URL e baixe o site inteiro em um ZIP, pronto para publicar")).toBeVisible();
    await page.getByLabel("URL do site").fill(`${siteUrl}/loja/`);
    await page.getByLabel("Abrir o WhatsApp com a mensagem").check();
    await page.getByLabel("Número do WhatsApp, com DDI e DDD").fill("5511987654321");
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      page.getByRole("button", { name: "Converter site e baixar ZIP" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`127-0-0-1-${ports.site}.zip`);
    await expect(page.getByText(/^Pronto! O site foi convertido: 5 páginas, ZIP de \d+ KB\.$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Baixar ZIP" })).toBeVisible();
    const report = page.getByRole("region", { name: "Relatório da conversão" });
    await expect(report.getByText("Páginas exportadas (5)")).toBeVisible();
    await report.getByText(/^Formulários \(2\)$/).click();
    await expect(
      report.getByText(/Formulário do Elementor em .*abre o WhatsApp com os campos preenchidos/),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const folder = await mkdtemp(path.join(tmpdir(), "site-exportado-"));
    const host = await serveFolder(folder);
    const context = await browser.newContext();
    try {
      const entries = await extractZip(await readFile((await download.path())!), folder);
      expect(entries.has("relatorio.html")).toBe(true);
      const outside: string[] = [];
      await context.route("**/*", (route) => {
        if (route.request().url().startsWith(host.origin)) return route.continue();
        outside.push(route.request().url());
        return route.abort();
      });
      const visitor = await context.newPage();
      const notFound: string[] = [];
      visitor.on("response", (response) => void (response.status() === 404 && notFound.push(response.url())));
      await visitor.goto(`${host.origin}/`); // index.html leads to the entry page
      await expect(visitor).toHaveTitle("Loja Exemplo | Loja Exemplo");
      // The accordion works as in a single-page file.
      await expect(visitor.getByText("Sim, para todos os estados.")).toBeHidden();
      await visitor.getByRole("button", { name: "Entregam no Brasil todo?" }).click();
      await expect(visitor.getByText("Sim, para todos os estados.")).toBeVisible();
      await expect(visitor.getByRole("img", { name: "Vitrine da loja" })).toHaveJSProperty("naturalWidth", 300);

      const menu = visitor.getByRole("navigation", { name: "Menu" });
      await menu.getByRole("link", { name: "Sobre" }).click();
      await expect(visitor).toHaveTitle("Sobre nós | Loja Exemplo");
      await menu.getByRole("link", { name: "Serviços" }).click(); // was /?page_id=12
      await expect(visitor).toHaveTitle("Serviços | Loja Exemplo");
      await visitor.getByRole("link", { name: "Quem somos" }).click(); // was /loja/sobre, no slash
      await expect(visitor).toHaveTitle("Sobre nós | Loja Exemplo");
      await menu.getByRole("link", { name: "Início" }).click();
      await visitor.getByRole("link", { name: "Conheça a equipe" }).click();
      await expect(visitor).toHaveURL(/\/loja\/sobre\/index\.html#equipe$/);
      await menu.getByRole("link", { name: "Contato" }).click();
      await expect(visitor).toHaveTitle("Contato | Loja Exemplo");

      await visitor.getByLabel("Nome", { exact: true }).fill("Ana");
      await visitor.getByLabel("Mensagem").fill("Quero um orçamento");
      await visitor.getByRole("button", { name: "Enviar", exact: true }).click();
      const whatsapp = `https://wa.me/5511987654321?text=${encodeURIComponent("Nome: Ana\nMensagem: Quero um orçamento")}`;
      await expect.poll(() => outside).toEqual([whatsapp]); // the only request that ever left the host
      expect(notFound).toEqual([]);
    } finally {
      await context.close();
      await host.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  test("the job survives the tab closing: coming back shows it, and Cancelar stops it", async ({ page, context }) => {
    await page.goto("/elementor");
    await siteMode(page).check();
    // The page answers just under the 15 s fetch limit: the job must still run when the reopened tab cancels it,
    // and on CI's loaded cores loading that tab took up to 8 s (the page answered at 8 s before).
    await page.getByLabel("URL do site").fill(`${siteUrl}/lenta/?ms=14000`);
    await page.getByRole("button", { name: "Converter site e baixar ZIP" }).click();
    await expect(progress(page)).toContainText("0 de 1 páginas");
    await expect(progress(page)).toContainText(`Buscando: ${siteUrl}/lenta/?ms=14000`);
    await expect(page.getByRole("progressbar", { name: "Progresso da conversão" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    await page.close();

    const again = await context.newPage();
    await again.goto("/elementor");
    await expect(siteMode(again)).toBeChecked();
    await expect(progress(again)).toContainText("0 de 1 páginas");
    await again.getByRole("button", { name: "Cancelar" }).click();
    await expect(again.getByText("Conversão cancelada. Você pode começar outra quando quiser.")).toBeVisible();
    await expect(again.getByRole("button", { name: "Converter site e baixar ZIP" })).toBeEnabled();
  });

  test("a site that fails says why in pt-BR", async ({ page }) => {
    await page.goto("/elementor");
    await siteMode(page).check();
    await page.getByLabel("URL do site").fill(`${siteUrl}/nada/`);
    await page.getByRole("button", { name: "Converter site e baixar ZIP" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Não foi possível acessar a página: a página não existe (erro HTTP 404). Confira o endereço.",
    );
    await page.getByLabel("URL do site").fill("exemplo");
    await page.getByRole("button", { name: "Converter site e baixar ZIP" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Por favor, insira uma URL válida");
  });
});

for (const [name, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1440, height: 900 }],
] as const) {
  test.describe(`on a ${name} (${viewport.width} px)`, () => {
    test.use(name === "phone" ? { ...phone, viewport } : { viewport });

    test("the address field is on the first screen in both modes, and nothing scrolls sideways", async ({ page }) => {
      await page.goto("/elementor");
      for (const [mode, label] of [
        [pageMode, "URL da página"],
        [siteMode, "URL do site"],
      ] as const) {
        await mode(page).check();
        const field = page.getByLabel(label);
        await expect(field).toBeVisible();
        const box = (await field.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
    });
  });
}
