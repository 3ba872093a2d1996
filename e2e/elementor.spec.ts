import { readFile } from "node:fs/promises";
import { expect, test, type Browser } from "@playwright/test";
import { converterPage, toolRecord } from "../lib/content/tools";
import { ports, siteUrl } from "./ports";
import { expectNoAxeViolations } from "./support/axe";
import { ConverterScreen } from "./support/converter";
import { phone } from "./support/devices";
import { newVisitorIp } from "./support/visitors";

// Each test converts from its own client address: the converter's per-address limit (20 a minute) would
// otherwise count the whole spec as one visitor.
test.beforeEach(async ({ page }) => page.setExtraHTTPHeaders({ "x-forwarded-for": newVisitorIp() }));

test.describe("Elementor para HTML", () => {
  test("shows the screen of the specification, with pt-BR metadata and no axe violations", async ({ page }) => {
    const screen = new ConverterScreen(page);
    await screen.open();
    await expect(page).toHaveTitle(/^Elementor para HTML \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/elementor$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", toolRecord("/elementor").does);
    await expect(page.getByRole("heading", { level: 1, name: "Elementor para HTML" })).toBeVisible();
    await expect(page.getByRole("main").getByText(converterPage.subtitle)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Como funciona?" })).toBeVisible();
    for (const step of ["Passo 1: Cole a URL", "Passo 2: Transformação", "Passo 3: Download"]) {
      await expect(page.getByRole("heading", { name: step })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Comece agora" })).toBeVisible();
    await expect(page.getByText("Cole a URL e transforme sua página")).toBeVisible();
    await expect(screen.url).toHaveAttribute("type", "url");
    await expect(page.getByLabel("Incorporar imagens e estilos (o arquivo abre sem internet)")).toBeChecked();
    await expect(page.getByLabel("Remover scripts")).toBeChecked();
    await expect(screen.submit).toBeEnabled();
    const tips = page.getByRole("region", { name: "Dicas importantes" });
    await expect(tips.getByRole("listitem")).toHaveText([
      /pública/,
      /carregamento completo/,
      /todo o conteúdo visível/,
      /Imagens e estilos são preservados/,
    ]);
    await expectNoAxeViolations(page);
  });

  test("an empty or malformed address gets the message of the specification", async ({ page }) => {
    const screen = new ConverterScreen(page);
    await screen.open();
    await screen.submit.click();
    await expect(screen.alert).toHaveText("Por favor, insira uma URL válida");
    await expect(screen.url).toHaveAttribute("aria-invalid", "true");
    await screen.url.fill("exemplo");
    await screen.submit.click();
    await expect(screen.alert).toHaveText("Por favor, insira uma URL válida");
    await screen.url.fill("ftp://example.com/arquivo");
    await screen.submit.click();
    await expect(screen.alert).toHaveText("Use um endereço que comece com http:// ou https://");
    await expectNoAxeViolations(page);
  });

  test("downloads the file named after the page's title as text/html and says what it embedded", async ({ page }) => {
    const screen = new ConverterScreen(page);
    await screen.open();
    const response = page.waitForResponse("**/api/converter");
    const file = await screen.download(`${siteUrl}/redirect`);
    const answer = await response;
    expect(answer.headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers()["content-disposition"]).toBe('attachment; filename="pagina-elementor-de-exemplo.html"');
    expect(file.name).toBe("pagina-elementor-de-exemplo.html");
    expect(file.html).toMatch(/^<!DOCTYPE html><html lang=pt-BR><head><meta charset=utf-8>/);
    await expect(screen.report).toContainText(
      /Pronto! O arquivo pagina-elementor-de-exemplo.html foi baixado \(\d+ KB\)\./,
    );
    await expect(screen.report).toContainText("Incorporados ao arquivo: 2 folhas de estilo, 9 imagens e 1 fonte.");
    await expect(screen.report).toContainText("Todos os recursos foram incorporados: o arquivo abre sem internet.");
    await expect(screen.alert).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the saved file renders completely with every network request blocked", async ({ page, browser }) => {
    const screen = new ConverterScreen(page);
    await screen.open();
    const { html } = await screen.download(`${siteUrl}/elementor/`);

    const offline = await browser.newContext();
    const attempted: string[] = [];
    await offline.route("**/*", (route) => {
      attempted.push(route.request().url());
      return route.abort();
    });
    const view = await offline.newPage();
    view.on("request", (request) => {
      if (!request.url().startsWith("data:")) attempted.push(request.url());
    });
    await view.setContent(html, { waitUntil: "load" });
    await view.evaluate(() => document.fonts.ready);

    const images = await view.evaluate(() =>
      [...document.images].map((img) => ({ id: img.id || img.alt, complete: img.complete, width: img.naturalWidth })),
    );
    expect(images.length).toBe(4);
    for (const image of images) expect(image, image.id).toMatchObject({ complete: true, width: expect.any(Number) });
    expect(images.every((image) => image.width > 0)).toBe(true);

    const style = (selector: string, property: string) =>
      view.locator(selector).evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    expect(await style("#titulo", "color")).toBe("rgb(12, 34, 56)"); // stylesheet in a subfolder
    expect(await style(".card", "border-top-color")).toBe("rgb(200, 0, 0)"); // its @import, ../ resolved
    expect(await style(".elementor-element-hero", "background-image")).toMatch(/^url\("data:image\/png;base64,/);
    expect(await style("#c4", "background-image")).toMatch(/^url\("data:image\/png;base64,/); // Elementor lazy background undone
    expect(await style("#databg", "background-image")).toMatch(/^url\("data:image\/png;base64,/); // WP Rocket data-bg
    expect(await style("body", "background-image")).toMatch(/^url\("data:image\/png;base64,/);
    expect(await style("#lazy", "opacity")).toBe("1");
    await expect(view.locator("#animado")).toBeVisible(); // elementor-invisible undone
    await expect(view.getByText("Conteúdo animado que aparece")).toBeVisible();
    const font = await view.evaluate(() => [...document.fonts].map((f) => `${f.family}:${f.status}`));
    expect(font.map((entry) => entry.replace(/"/g, ""))).toContain("Fixture Sans:loaded");
    expect(await style("#fonte", "font-family")).toContain("Fixture Sans");
    const poster = await view.locator("#video").evaluate((video: HTMLVideoElement) => video.poster);
    expect(poster.startsWith("data:image/png;base64,")).toBe(true);
    expect(await view.evaluate(() => document.querySelectorAll("script").length)).toBe(0);

    expect(attempted).toEqual([]);
    await offline.close();
  });

  test("while converting the button is disabled and says Transformando...", async ({ page }) => {
    const screen = new ConverterScreen(page);
    await screen.open();
    await screen.url.fill(`${siteUrl}/lenta/?ms=1500`);
    const download = page.waitForEvent("download");
    await screen.submit.click();
    const busy = page.getByRole("button", { name: "Transformando..." });
    await expect(busy).toBeDisabled();
    await expect(busy.locator("svg.animate-spin")).toBeVisible();
    await download;
    await expect(screen.submit).toBeEnabled();
  });

  test("lists what could not be fetched, and says so when embedding is off", async ({ page }) => {
    const screen = new ConverterScreen(page);
    await screen.open();
    await screen.download(`${siteUrl}/com-falha/`);
    await expect(screen.report).toContainText(
      "Não foi possível baixar 2 recursos; eles continuam apontando para o endereço original:",
    );
    await expect(screen.report.getByRole("listitem")).toHaveText(
      [`${siteUrl}/missing.css`, `${siteUrl}/missing.png`].sort(),
    );

    await page.getByLabel("Incorporar imagens e estilos (o arquivo abre sem internet)").uncheck();
    const file = await screen.download(`${siteUrl}/elementor/`);
    expect(file.html).toContain(`${siteUrl}/wp-content/uploads/2024/05/lazy.png`);
    await expect(screen.report).toContainText("Imagens e estilos não foram incorporados");
  });

  test("shows the error of each refused or failed page", async ({ page }) => {
    test.setTimeout(60_000);
    const screen = new ConverterScreen(page);
    await screen.open();
    const cases: [string, string][] = [
      [
        `http://localhost:${ports.site}/elementor/`,
        "Este endereço não pode ser acessado. Use o endereço de uma página pública da internet.",
      ],
      [
        "http://169.254.169.254/latest/meta-data/",
        "Este endereço não pode ser acessado. Use o endereço de uma página pública da internet.",
      ],
      [
        `${siteUrl}/nada/`,
        "Não foi possível acessar a página: a página não existe (erro HTTP 404). Confira o endereço.",
      ],
      [
        `${siteUrl}/status/500`,
        "Não foi possível acessar a página: o site está com problemas (erro HTTP 500). Tente novamente mais tarde.",
      ],
      [
        "https://pagina-que-nao-existe.invalid/",
        "Não foi possível acessar a página: o nome do site não foi encontrado. Confira se o endereço está escrito corretamente.",
      ],
      [`${siteUrl}/documento.pdf`, "O endereço informado não é uma página HTML."],
      [`${siteUrl}/enorme/`, "A página é grande demais para ser convertida."],
    ];
    for (const [url, message] of cases) {
      await screen.url.fill(url);
      await screen.submit.click();
      await expect(screen.alert, url).toHaveText(message);
      await expect(screen.submit).toBeEnabled();
    }
    // the page answers after the 15 s fetch limit of the configured app
    await screen.url.fill(`${siteUrl}/lenta/?ms=25000`);
    await screen.submit.click();
    await expect(screen.alert).toHaveText("A página demorou demais para responder. Tente novamente.", {
      timeout: 30_000,
    });
  });

  test("works from the keyboard alone", async ({ page }) => {
    const screen = new ConverterScreen(page);
    await screen.open();
    await screen.url.focus();
    await page.keyboard.type(`${siteUrl}/elementor/`);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Incorporar imagens e estilos (o arquivo abre sem internet)")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Remover scripts")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Remover scripts")).not.toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Otimizar imagens")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Otimizar imagens")).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(screen.submit).toBeFocused();
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    const html = await readFile((await download.path())!, "utf8");
    expect(html).toMatch(/<script src="?data:text\/javascript;base64,/);
    await expect(screen.report).toContainText("2 scripts");
  });
});

/**
 * Opens a saved file in a context where every request fails. `attempted` lists what reached the
 * network; `blocked` what the file's own Content-Security-Policy stopped before any request was made.
 */
async function openOffline(browser: Browser, html: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const attempted: string[] = [];
  const blocked: string[] = [];
  await context.route("**/*", (route) => {
    attempted.push(route.request().url());
    return route.abort();
  });
  const view = await context.newPage();
  view.on("requestfailed", (request) => {
    if (request.failure()?.errorText === "csp") blocked.push(request.url());
  });
  await view.setContent(html, { waitUntil: "load" });
  await view.evaluate(() => document.fonts.ready);
  return { view, attempted, blocked, close: () => context.close() };
}

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

test("saved fixture pages make no request when opened, at phone and desktop widths", async ({ page, browser }) => {
  // Four conversions, each also drawn in the preview, and eight offline openings.
  test.setTimeout(60_000);
  const screen = new ConverterScreen(page);
  await screen.open();
  // what could not be fetched keeps its address, and the file's policy keeps it from being requested
  const missing: Record<string, string[]> = {
    "/elementor/": [],
    "/otimizado/": [`${siteUrl}/otm/img/nao-existe.png`],
    "/com-falha/": [`${siteUrl}/missing.css`, `${siteUrl}/missing.png`],
    "/profundo/?n=2000": [],
  };
  for (const [path, blocked] of Object.entries(missing)) {
    const { html } = await screen.download(`${siteUrl}${path}`);
    for (const [name, viewport] of Object.entries(viewports)) {
      const offline = await openOffline(browser, html, viewport);
      await expect(offline.view.locator("body")).toBeVisible();
      expect(offline.attempted, `${path} ${name}`).toEqual([]);
      expect(offline.blocked.sort(), `${path} ${name}`).toEqual(blocked);
      await offline.close();
    }
  }
});

test("a page after WordPress optimisers keeps its look offline: async stylesheets, its fonts, repeated images, sprites", async ({
  page,
  browser,
}) => {
  const screen = new ConverterScreen(page);
  await screen.open();
  const { html } = await screen.download(`${siteUrl}/otimizado/`);
  const { view, attempted, close } = await openOffline(browser, html, viewports.desktop);
  const style = (selector: string, property: string) =>
    view.locator(selector).evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

  const colours = {
    async: "rgb(1, 2, 3)",
    print: "rgb(4, 5, 6)",
    rocket: "rgb(7, 8, 9)",
    litespeed: "rgb(10, 11, 12)",
    delayed: "rgb(13, 14, 15)",
  };
  for (const [id, colour] of Object.entries(colours)) expect(await style(`#${id}`, "color"), id).toBe(colour);

  await view.evaluate(() => Promise.all([...document.fonts].map((font) => font.load().catch(() => font))));
  const fonts = await view.evaluate(() =>
    [...document.fonts].map((font) => `${font.family.replace(/"/g, "")}:${font.style}:${font.status}`),
  );
  expect(fonts.sort()).toEqual(["Icones:normal:loaded", "Sem Woff2:normal:loaded", "Texto:normal:loaded"]);

  for (const id of ["repete-a", "repete-b", "repete-c"])
    expect(await style(`#${id}`, "background-image"), id).toMatch(/^url\("data:image\/png;base64,/);
  for (const id of ["rep1", "rep2"]) {
    const image = view.locator(`#${id}`);
    expect(
      await image.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight]),
    ).toEqual([true, 64, 48]);
    expect(await style(`#${id}`, "background-image")).toMatch(/^url\("data:image\/png;base64,/);
  }
  // the sprite's #carrinho view is green; the whole sheet would show red on its right half
  const shot = (await view.locator("#sprite").screenshot()).toString("base64");
  const sprite = await view.evaluate(async (png) => {
    const bitmap = new Image();
    bitmap.src = `data:image/png;base64,${png}`; // the file's policy allows data: images, not fetch()
    await bitmap.decode();
    const canvas = Object.assign(document.createElement("canvas"), { width: bitmap.width, height: bitmap.height });
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    return [...context.getImageData(Math.floor(bitmap.width * 0.75), Math.floor(bitmap.height / 2), 1, 1).data].slice(
      0,
      3,
    );
  }, shot);
  expect(sprite).toEqual([0, 128, 0]);
  expect(attempted).toEqual([]);
  await close();
});

test("says the converter is busy, and what to do, when the instance is at its limit", async ({ page }) => {
  const screen = new ConverterScreen(page);
  await screen.open();
  // another visitor's conversion, still running (the configured app converts one page at a time)
  await fetch(`${siteUrl}/__reset`, { method: "POST" });
  const other = page.request.post("/api/converter", {
    data: { url: `${siteUrl}/lenta/?ms=10000` },
    headers: { "x-forwarded-for": newVisitorIp() },
  });
  await expect
    .poll(async () => (await (await fetch(`${siteUrl}/__stats`)).json()).hits["/lenta/"] ?? 0)
    .toBeGreaterThan(0);
  await screen.url.fill(`${siteUrl}/elementor/`);
  await screen.submit.click();
  await expect(screen.alert).toHaveText(
    "O conversor está ocupado com outras páginas agora. Tente novamente em alguns segundos.",
  );
  await expect(screen.submit).toBeEnabled();
  expect((await other).status()).toBe(200);
  await expectNoAxeViolations(page);
});

test("the summary leaves out what a page did not have", async ({ page }) => {
  const screen = new ConverterScreen(page);
  await screen.open();
  await screen.download(`${siteUrl}/profundo/?n=10`);
  await expect(screen.report).toContainText("Todos os recursos foram incorporados: o arquivo abre sem internet.");
  await expect(screen.report).not.toContainText("Incorporados ao arquivo");
  await expect(screen.report).not.toContainText(/\b0 /);
});

test.describe("Elementor para HTML on a phone", () => {
  test.use(phone);

  test("the steps point to the field by its name, the page fits the screen, and a file downloads", async ({ page }) => {
    const screen = new ConverterScreen(page);
    await screen.open();
    await expect(
      page.getByText("Copie o endereço da página feita com Elementor e cole no campo “URL da página”."),
    ).toBeVisible();
    await expect(page.getByText(/ao lado/)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const file = await screen.download(`${siteUrl}/otimizado/`);
    expect(file.name).toBe("pagina-otimizada.html");
    await expect(screen.report).toContainText("Incorporados ao arquivo: 6 folhas de estilo, 2 imagens e 3 fontes.");
    await expect(screen.report).toContainText(
      "Não foi possível baixar 1 recurso; ele continua apontando para o endereço original:",
    );
    await expectNoAxeViolations(page);
  });
});
