import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import Papa from "papaparse";
import { freshVisitor } from "./support/ai";
import { expectNoAxeViolations } from "./support/axe";
import { fakeOpenAI } from "./support/services";

const header = "nome;caracteristicas;publico;preco;tom";
const names = ["Tênis Runner X", "Caneca Térmica", "Mochila Urbana", "Garrafa Inox", "Boné Esportivo"];
const csv = (count = 5) =>
  `\uFEFF${header}\r\n` +
  Array.from(
    { length: count },
    (_, i) => `${names[i % 5]}${i >= 5 ? ` ${i}` : ""};leve, resistente;adultos;R$ ${99 + i},90;Casual`,
  ).join("\r\n");

async function openCatalogue(page: Page) {
  await page.goto("/description-ecom");
  await page.getByRole("button", { name: "Catálogo (CSV)" }).click();
  await expect(page.getByRole("button", { name: "Catálogo (CSV)" })).toHaveAttribute("aria-pressed", "true");
}

const upload = (page: Page, text: string, name = "catalogo.csv") =>
  page.getByLabel("Arquivo CSV").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

async function downloaded(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  const text = await readFile((await file.path())!, "utf8");
  return { name: file.suggestedFilename(), rows: Papa.parse<Record<string, string>>(text, { header: true }).data };
}

const sizes = [
  { name: "phone 390x844", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: "desktop 1440x900", use: { viewport: { width: 1440, height: 900 } } },
] as const;

for (const size of sizes) {
  test.describe(`Catálogo (CSV), ${size.name}`, () => {
    test.use(size.use);
    test.beforeEach(async ({ page }) => freshVisitor(page));

    test("generates 5 products one by one, survives a failed one, retries it and downloads both store files", async ({
      page,
    }) => {
      await fakeOpenAI.queue("chat", { kind: "ok", delayMs: 150 }, 2);
      await fakeOpenAI.queue("chat", { kind: "error", status: 400, code: "content_policy_violation" });
      await openCatalogue(page);
      await upload(page, csv());
      const rows = page.getByRole("list", { name: "Produtos do catálogo" }).getByRole("listitem");
      await expect(rows).toHaveCount(5);
      await expect(page.getByText("0 de 5", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Gerar 5 descrições" }).click();

      await expect(page.getByText("5 de 5", { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(rows.nth(2)).toContainText("erro");
      await expect(rows.nth(2)).toContainText("política de conteúdo");
      for (const index of [0, 1, 3, 4]) await expect(rows.nth(index)).toContainText("ok");
      // One product per request, never two at once, each with its own name and tone.
      const requests = await fakeOpenAI.requests();
      expect(requests).toHaveLength(5);
      expect(requests.map((r) => /Nome do produto: (.*)/.exec(JSON.stringify(r.body.messages))?.[1])).toEqual(
        names.map((name) => expect.stringContaining(name)),
      );

      // The downloads already hold every successful row.
      const partial = await downloaded(page, "Baixar CSV para Shopify");
      expect(partial.rows.map((row) => row.Handle)).toEqual([
        "tenis-runner-x",
        "caneca-termica",
        "garrafa-inox",
        "bone-esportivo",
      ]);

      await rows
        .nth(2)
        .getByRole("button", { name: /Tentar de novo/ })
        .click();
      await expect(rows.nth(2)).toContainText("ok");

      const shopify = await downloaded(page, "Baixar CSV para Shopify");
      expect(shopify.name).toBe("catalogo-shopify.csv");
      expect(shopify.rows).toHaveLength(5);
      expect(Object.keys(shopify.rows[0])).toEqual(
        expect.arrayContaining(["Handle", "Title", "Body (HTML)", "SEO Title", "SEO Description", "Published"]),
      );
      expect(shopify.rows[1]).toMatchObject({
        Handle: "caneca-termica",
        Title: "title 1 Caneca Térmica",
        "SEO Title": "seoTitle 1 Caneca Térmica",
        "Variant Price": "100.90",
      });
      expect(shopify.rows[1]["Body (HTML)"]).toContain("<h2>Caneca Térmica</h2>");

      const woo = await downloaded(page, "Baixar CSV para WooCommerce");
      expect(woo.name).toBe("catalogo-woocommerce.csv");
      expect(woo.rows).toHaveLength(5);
      expect(woo.rows[4]).toMatchObject({ Name: "title 1 Boné Esportivo", "Regular price": "103.90" });
      expect(woo.rows[4].Description).toContain("<h2>Boné Esportivo</h2>");

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("Catálogo (CSV) limits", () => {
  test.beforeEach(async ({ page }) => freshVisitor(page));

  test("refuses a file of 51 products before sending anything, naming the limit of 50", async ({ page }) => {
    await openCatalogue(page);
    await upload(page, csv(51));
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText("O arquivo tem 51 produtos e o limite é de 50 por vez.");
    await expect(page.getByRole("button", { name: /Gerar \d+ descrições/ })).toHaveCount(0);
    expect(await fakeOpenAI.requests()).toHaveLength(0);
  });

  test("names the line of a broken file and the columns it misses", async ({ page }) => {
    await openCatalogue(page);
    await upload(page, "nome,preco\nTênis,R$ 10\n");
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Linha 1: faltam as colunas caracteristicas");
    await upload(page, `${header}\nA;b;c;d;casual\nB;;c;d;casual\n`);
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "Linha 3: Por favor, preencha todos os campos",
    );
  });

  test("offers the template, which the catalogue itself accepts", async ({ page }) => {
    await openCatalogue(page);
    const template = await downloaded(page, "Baixar modelo");
    expect(template.name).toBe("modelo-catalogo.csv");
    expect(Object.keys(template.rows[0])).toEqual(["nome", "caracteristicas", "publico", "preco", "tom"]);
  });

  test("stops at the site's limit, says how many are done and when to continue, then continues", async ({ page }) => {
    await fakeOpenAI.queue("chat", { kind: "ok" }, 2);
    // The provider's 429 reaches the visitor as our rate_limited with Retry-After, as the site's own cap does.
    await fakeOpenAI.queue(
      "chat",
      { kind: "error", status: 429, code: "rate_limit_exceeded", headers: { "retry-after": "1" } },
      2,
    );
    await openCatalogue(page);
    await upload(page, csv());
    await page.getByRole("button", { name: "Gerar 5 descrições" }).click();
    const notice = page.getByRole("alert").filter({ hasText: "Limite de pedidos atingido" });
    await expect(notice).toContainText("2 de 5 produtos prontos");
    await expect(notice).toContainText(/continuar às \d{2}:\d{2}/);
    await expect(page.getByText("2 de 5", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByText("5 de 5", { exact: true })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test("can be cancelled, keeping what is done", async ({ page }) => {
    await fakeOpenAI.queue("chat", { kind: "ok" });
    // The second answer comes late enough for the tab switches below to happen while it is awaited, also on
    // CI's loaded cores (3 s let it arrive first there).
    await fakeOpenAI.queue("chat", { kind: "ok", delayMs: 10_000 });
    await openCatalogue(page);
    await upload(page, csv());
    await page.getByRole("button", { name: "Gerar 5 descrições" }).click();
    await expect(page.getByText("1 de 5", { exact: true })).toBeVisible();
    // Switching to one product and back keeps the run going and its progress.
    await page.getByRole("button", { name: "Um produto" }).click();
    await expect(page.getByLabel("Nome do produto")).toBeVisible();
    await page.getByRole("button", { name: "Catálogo (CSV)" }).click();
    await expect(page.getByText("1 de 5", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByText("Geração cancelada.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Continuar" })).toBeVisible();
    const shopify = await downloaded(page, "Baixar CSV para Shopify");
    expect(shopify.rows).toHaveLength(1);
    expect((await fakeOpenAI.requests()).length).toBeLessThanOrEqual(2);
  });
});
