import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { parse } from "parse5";
import { describe, expect, it } from "vitest";
import { widgetPage } from "@/test-support/fakes/widget-pages";
import { converterFixture } from "@/test-support/converter-fixture";
import { openOffline } from "@/test-support/offline-page";
import { convertPage } from "./convert";
import { elements, textOf } from "./dom";
import { findWidgets, widgetScript, widgetScriptHash } from "./widgets";

const fixture = converterFixture();

/** The text of every <script> element the browser would find (not text inside attribute values). */
const scriptsOf = (html: string) =>
  elements(parse(html))
    .filter((element) => element.tagName === "script")
    .map((script) => textOf(script));
const cspOf = (html: string) => /<meta http-equiv=Content-Security-Policy content="([^"]+)"/.exec(html)?.[1] ?? "";
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).isVisible();

describe("the widget script", () => {
  it("is our own small script: no eval, no network, no page library", () => {
    expect(Buffer.byteLength(widgetScript)).toBeLessThan(60_000);
    expect(widgetScript).not.toMatch(
      /\beval\(|new Function|fetch\(|XMLHttpRequest|WebSocket|import\(|innerHTML|jQuery\(|new Swiper/,
    );
  });

  it("counts the widgets whose markup it knows, and not the ones it does not", () => {
    // The fixture's last "tabs" widget has no titles or contents: it stays static and is not counted.
    expect(findWidgets(parse(widgetPage))).toEqual({ tabs: 2, accordion: 2, toggle: 1, menu: 1, carousel: 2 });
    expect(findWidgets(parse("<p class=elementor-accordion>texto</p><div class=swiper></div>"))).toEqual({});
  });
});

describe("a converted page with Elementor widgets", () => {
  it("carries only our script, admitted by its sha256 hash, and says which widgets work", async () => {
    const result = await convertPage(`${fixture.site.origin}/widgets/`);
    const scripts = scriptsOf(result.html);
    expect(scripts).toEqual([widgetScript]);
    const hash = createHash("sha256").update(scripts[0]).digest("base64");
    const csp = cspOf(result.html);
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp.match(/script-src [^;]*/)?.[0]).toBe(`script-src 'sha256-${hash}'`);
    expect(result.widgets).toEqual({ tabs: 2, accordion: 2, toggle: 1, menu: 1, carousel: 2 });
  });

  it("without embedding, the file still runs only our script and makes no request from script", async () => {
    const result = await convertPage(`${fixture.site.origin}/widgets/`, { embedAssets: false });
    expect(scriptsOf(result.html)).toEqual([widgetScript]);
    const csp = cspOf(result.html);
    expect(csp.match(/script-src [^;]*/)?.[0]).toBe(`script-src '${widgetScriptHash}'`);
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("object-src 'none'");
    // Kept scripts: the page's own run, so ours is not added and no policy is written.
    const kept = await convertPage(`${fixture.site.origin}/widgets/`, { removeScripts: false, embedAssets: false });
    expect(scriptsOf(kept.html).some((text) => text.includes("restoreWidgets"))).toBe(false);
    expect(kept.widgets).toEqual({});
  });

  it("a page without such widgets gets no script, and script-src 'none'", async () => {
    const result = await convertPage(`${fixture.site.origin}/elementor/`);
    expect(scriptsOf(result.html)).toEqual([]);
    expect(cspOf(result.html)).toContain("script-src 'none'");
    expect(result.widgets).toEqual({});
  });

  // With "Otimizar imagens" the markup is minified: what the widget script reads stays.
  it.each([false, true])(
    "opened offline makes no request and no error, and every widget answers a click (markup minified: %s)",
    async (minifyMarkup) => {
      const { html } = await convertPage(`${fixture.site.origin}/widgets/`, { minifyMarkup });
      const offline = await openOffline(fixture.browser, html);
      const { page } = offline;
      try {
        // Classic tabs: the first is shown, a click shows another and hides the first.
        const tabs = page.locator(".elementor-tabs").first();
        expect(await visible(page, "Enviamos para todo o Brasil em até 5 dias úteis.")).toBe(true);
        await tabs.getByRole("tab", { name: "Trocas" }).first().click();
        expect(await visible(page, "A primeira troca é grátis em até 30 dias.")).toBe(true);
        expect(await visible(page, "Enviamos para todo o Brasil em até 5 dias úteis.")).toBe(false);
        await expect
          .poll(() => tabs.getByRole("tab", { name: "Trocas" }).first().getAttribute("aria-selected"))
          .toBe("true");
        // Keyboard: the arrow key moves to the next tab and shows it.
        await page.keyboard.press("ArrowRight");
        expect(await visible(page, "Pix, boleto ou cartão em até 12 vezes.")).toBe(true);

        // Classic accordion: one open at a time; a second click closes.
        expect(await visible(page, "De 2 a 5 dias úteis, conforme a região.")).toBe(false);
        await page.getByText("Qual o prazo de entrega?").click();
        expect(await visible(page, "De 2 a 5 dias úteis, conforme a região.")).toBe(true);
        await page.getByText("Posso parcelar?").click();
        expect(await visible(page, "Sim, em até 12 vezes sem juros.")).toBe(true);
        expect(await visible(page, "De 2 a 5 dias úteis, conforme a região.")).toBe(false);
        await page.getByText("Posso parcelar?").click();
        expect(await visible(page, "Sim, em até 12 vezes sem juros.")).toBe(false);

        // Toggle: items open independently, and the title says so.
        await page.getByText("Tem loja física?").click();
        await page.getByText("Emitem nota fiscal?").click();
        expect(await visible(page, "Sim, no centro de Curitiba.")).toBe(true);
        expect(await visible(page, "Sim, sempre, junto com o pedido.")).toBe(true);
        expect(await page.locator("#elementor-tab-title-3311").getAttribute("aria-expanded")).toBe("true");

        // Nested tabs.
        expect(await visible(page, "Atendimento por chat das 8h às 20h.")).toBe(false);
        await page.getByRole("tab", { name: "Suporte" }).click();
        expect(await visible(page, "Atendimento por chat das 8h às 20h.")).toBe(true);
        expect(await visible(page, "Básico, Profissional e Empresa.")).toBe(false);
        // The carousel in that tab measured nothing while hidden; shown, it fills its place and moves.
        const team = (n: number) => page.getByAltText(`Equipe ${n}`).boundingBox();
        await expect.poll(async () => (await team(1))?.width).toBeGreaterThan(100);
        const first = Math.round((await team(1))!.x);
        await page.getByRole("button", { name: "Próxima equipe" }).click();
        await expect.poll(async () => Math.round((await team(2))!.x)).toBe(first);

        // Nested accordion: opening the second closes the first (max_items_expended: one).
        await page.getByText("Posso cancelar?").click();
        expect(await visible(page, "Antes do envio, sem custo.")).toBe(true);
        await expect.poll(() => visible(page, "Pelo código enviado por e-mail.")).toBe(false);
        expect(await page.locator("[aria-controls=e-n-accordion-item-5511]").getAttribute("aria-expanded")).toBe(
          "true",
        );

        // Carousel: the next arrow and the dots move the slides; the previous arrow wraps to the last.
        const slideX = (n: number) =>
          page.getByAltText(`Slide ${n}`).evaluate((img) => Math.round(img.getBoundingClientRect().left));
        const start = await slideX(1);
        expect(await slideX(2)).toBeGreaterThan(start + 100);
        await page.getByRole("button", { name: "Próximo slide" }).click();
        await expect.poll(() => slideX(2)).toBe(start);
        await page.getByRole("button", { name: "Ir para o slide 3" }).click();
        await expect.poll(() => slideX(3)).toBe(start);
        await page.getByRole("button", { name: "Próximo slide" }).click();
        await expect.poll(() => slideX(1)).toBe(start);
        await page.getByRole("button", { name: "Slide anterior" }).click();
        await expect.poll(() => slideX(3)).toBe(start);
        expect(await page.locator(".swiper-pagination-bullet").count()).toBe(3);

        // Desktop menu: the sub-menu opens on hover.
        const desktopSub = page.locator(".elementor-nav-menu--main .sub-menu");
        expect(await desktopSub.isVisible()).toBe(false);
        await page.locator(".elementor-nav-menu--main").getByText("Serviços").hover();
        expect(await desktopSub.isVisible()).toBe(true);

        expect(offline.requests).toEqual([]);
        expect(offline.blocked).toEqual([]);
        expect(offline.errors).toEqual([]);
      } finally {
        await offline.close();
      }
    },
  );

  it.each([false, true])(
    "on a phone the menu toggle opens the dropdown and its sub-menu (markup minified: %s)",
    async (minifyMarkup) => {
      const { html } = await convertPage(`${fixture.site.origin}/widgets/`, { minifyMarkup });
      const offline = await openOffline(fixture.browser, html, { width: 390, height: 844 });
      const { page } = offline;
      try {
        const toggle = page.getByRole("button", { name: "Alternar menu" });
        const dropdown = page.locator("nav.elementor-nav-menu--dropdown");
        const link = dropdown.getByRole("link", { name: "Contato" });
        expect(await link.isVisible()).toBe(false);
        await toggle.click();
        await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
        await expect.poll(() => link.isVisible()).toBe(true);
        await dropdown.getByText("Serviços").click();
        await expect.poll(() => dropdown.getByText("Lojas virtuais").isVisible()).toBe(true);
        await toggle.press("Enter");
        await expect.poll(() => link.isVisible()).toBe(false);
        // Phone width: the tabs show their mobile titles, which work too.
        await page.locator(".elementor-tab-mobile-title", { hasText: "Pagamento" }).click();
        expect(await visible(page, "Pix, boleto ou cartão em até 12 vezes.")).toBe(true);
        expect(offline.requests).toEqual([]);
        expect(offline.blocked).toEqual([]);
        expect(offline.errors).toEqual([]);
      } finally {
        await offline.close();
      }
    },
  );

  it("a crafted page cannot run its own script past the CSP", async () => {
    const result = await convertPage(`${fixture.site.origin}/hostil/`);
    expect(result.widgets).toEqual({ toggle: 1 });
    expect(scriptsOf(result.html)).toEqual([widgetScript]);
    expect(result.html).not.toMatch(/<base|http-equiv=refresh|\bon(load|error|click|begin)=|javascript:/i);
    const offline = await openOffline(fixture.browser, result.html);
    const { page } = offline;
    try {
      await page.getByText("Abrir").click();
      expect(await visible(page, "Conteúdo")).toBe(true); // our script runs
      for (const id of ["#js-link", "#js-link-entity"]) await page.locator(id).click();
      await page.getByText("svg", { exact: true }).click();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { pwned?: string }).pwned)).toBeUndefined();
      expect(offline.requests).toEqual([]);
      // The image the converter refused to fetch (the page's <base> pointed it at a private address).
      expect(offline.blocked).toEqual(["http://127.0.0.1:1/evil/x"]);
    } finally {
      await offline.close();
    }
  });
});
