import { expect, test, type Page } from "@playwright/test";
import { openOffline } from "../test-support/offline-page";
import { siteUrl } from "./ports";
import { expectNoAxeViolations } from "./support/axe";
import { ConverterScreen } from "./support/converter";
import { phone } from "./support/devices";
import { sidewaysOverflow } from "./support/layout";
import { newVisitorIp } from "./support/visitors";

test.beforeEach(async ({ page }) => page.setExtraHTTPHeaders({ "x-forwarded-for": newVisitorIp() }));

const widgetsLine =
  "Continuam funcionando no arquivo: 2 conjuntos de abas, 2 acordeões, 1 alternador, 1 menu e 2 carrosséis.";

/** The preview and its buttons, as a person finds them after converting. */
function preview(page: Page) {
  return {
    frame: page.getByTitle("Pré-visualização da página convertida"),
    content: page.frameLocator('iframe[title="Pré-visualização da página convertida"]'),
    fullScreen: page.getByRole("button", { name: "Ver em tela cheia" }),
    download: page.getByRole("button", { name: "Baixar perguntas-frequentes-loja.html" }),
  };
}

test("a page with Elementor widgets: named file, sandboxed preview whose widgets work, full screen, download again", async ({
  page,
}) => {
  const screen = new ConverterScreen(page);
  await screen.open();
  const file = await screen.download(`${siteUrl}/widgets/`);
  expect(file.name).toBe("perguntas-frequentes-loja.html");
  await expect(screen.report).toContainText("Pronto! O arquivo perguntas-frequentes-loja.html foi baixado");
  await expect(screen.report).toContainText(widgetsLine);

  const view = preview(page);
  await expect(view.frame).toBeVisible();
  // Scripts run (our widget script), but never with this site's origin.
  await expect(view.frame).toHaveAttribute("sandbox", "allow-scripts");
  expect(await view.frame.getAttribute("srcdoc")).toBe(file.html);
  const box = (await view.frame.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(200);
  expect(box.height).toBeGreaterThanOrEqual(150);
  // The frame cannot reach the site: its origin is opaque.
  expect(await view.content.locator("body").evaluate(() => window.origin)).toBe("null");

  await view.content.getByRole("tab", { name: "Trocas" }).first().click();
  await expect(view.content.getByText("A primeira troca é grátis em até 30 dias.")).toBeVisible();
  await expect(view.content.getByText("Enviamos para todo o Brasil em até 5 dias úteis.")).toBeHidden();

  await view.fullScreen.click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName)).toBe("IFRAME");
  await page.evaluate(() => document.exitFullscreen());

  const [again] = await Promise.all([page.waitForEvent("download"), view.download.click()]);
  expect(again.suggestedFilename()).toBe("perguntas-frequentes-loja.html");
  // The site's own page, not the frame: axe does not judge the converted page.
  await expectNoAxeViolations(page, { exclude: ["iframe"] });
  expect(await sidewaysOverflow(page)).toBe(0);
});

test("the downloaded file, opened with every request blocked, makes none and every widget answers a click", async ({
  page,
  browser,
}) => {
  const screen = new ConverterScreen(page);
  await screen.open();
  const file = await screen.download(`${siteUrl}/widgets/`);
  const offline = await openOffline(browser, file.html);
  const saved = offline.page;
  try {
    await saved.getByRole("tab", { name: "Pagamento" }).first().click();
    await expect(saved.getByText("Pix, boleto ou cartão em até 12 vezes.")).toBeVisible();
    await saved.getByText("Qual o prazo de entrega?").click();
    await expect(saved.getByText("De 2 a 5 dias úteis, conforme a região.")).toBeVisible();
    await saved.getByText("Tem loja física?").click();
    await expect(saved.getByText("Sim, no centro de Curitiba.")).toBeVisible();
    await saved.getByRole("tab", { name: "Suporte" }).click();
    await expect(saved.getByText("Atendimento por chat das 8h às 20h.")).toBeVisible();
    await saved.getByText("Posso cancelar?").click();
    await expect(saved.getByText("Antes do envio, sem custo.")).toBeVisible();
    await expect(saved.getByText("Pelo código enviado por e-mail.")).toBeHidden();
    const left = (alt: string) => saved.getByAltText(alt).evaluate((img) => img.getBoundingClientRect().left);
    const start = await left("Slide 1");
    await saved.getByRole("button", { name: "Próximo slide" }).click();
    await expect.poll(() => left("Slide 2")).toBeCloseTo(start, 0);
    await saved.getByRole("button", { name: "Ir para o slide 3" }).click();
    await expect.poll(() => left("Slide 3")).toBeCloseTo(start, 0);
    await saved.locator(".elementor-nav-menu--main").getByText("Serviços").hover();
    await expect(saved.locator(".elementor-nav-menu--main").getByText("Lojas virtuais")).toBeVisible();
    expect(offline.requests).toEqual([]);
    expect(offline.blocked).toEqual([]);
    expect(offline.errors).toEqual([]);
  } finally {
    await offline.close();
  }
});

test('"Otimizar imagens" sends optimizeImages and says what each step saved', async ({ page }) => {
  // Each photo is encoded at a few qualities (AVIF and WebP) until the look would suffer: seconds per photo.
  test.setTimeout(90_000);
  const screen = new ConverterScreen(page);
  await screen.open();
  const option = page.getByLabel("Otimizar imagens");
  await expect(option).not.toBeChecked();
  await option.check();
  const request = page.waitForRequest("**/api/converter");
  const file = await screen.download(`${siteUrl}/fotos/`);
  expect((await request).postDataJSON()).toMatchObject({ optimizeImages: true });
  expect(file.name).toBe("galeria-de-fotos.html");
  await expect(screen.report).toContainText(/“Otimizar imagens” deixou o arquivo [\d,]+ (KB|MB) menor:/);
  await expect(screen.report).toContainText(/2 imagens num formato menor \(.*\): [\d,]+ (KB|MB) a menos\./);
  expect(file.html).toMatch(/data:image\/(avif|webp);base64,/);
  await expectNoAxeViolations(page, { exclude: ["iframe"] });
});

test.describe("on a phone", () => {
  test.use(phone);

  test("the preview fits the screen and the saved menu opens from its toggle", async ({ page, browser }) => {
    const screen = new ConverterScreen(page);
    await screen.open();
    const file = await screen.download(`${siteUrl}/widgets/`);
    const view = preview(page);
    await expect(view.frame).toBeVisible();
    const box = (await view.frame.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(200);
    expect(box.height).toBeGreaterThanOrEqual(150);
    await expect(view.download).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    // The preview's own script wires the toggle once the frame has loaded, which a loaded machine can leave
    // for after the button shows: a tap before that does nothing, so tap again until it opens, as a person would.
    const toggle = view.content.getByRole("button", { name: "Alternar menu" });
    await expect(async () => {
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    }).toPass();
    await expect(view.content.locator("nav.elementor-nav-menu--dropdown").getByText("Contato")).toBeVisible();
    await expectNoAxeViolations(page, { exclude: ["iframe"] });

    const offline = await openOffline(browser, file.html, { width: 390, height: 844 });
    try {
      const toggle = offline.page.getByRole("button", { name: "Alternar menu" });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(offline.page.locator("nav.elementor-nav-menu--dropdown").getByText("Contato")).toBeVisible();
      expect(offline.requests).toEqual([]);
      expect(offline.errors).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});
