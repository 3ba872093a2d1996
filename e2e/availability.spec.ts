import { expect, test, type Page } from "@playwright/test";
import { portfolio } from "../lib/content/landing";
import { categories } from "../lib/recipes/recipes";
import { toolLinks } from "../lib/content/navigation";
import { bareAppUrl } from "./ports";
import { expectNoAxeViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { sidewaysOverflow, smallTargets } from "./support/layout";

/**
 * A build shows what it can do. The bare app (no AI provider, e2e/ports.ts) runs the configured app's build:
 * its prerendered pages were rendered with every tool on, so the marks there also prove that the page asks
 * the server it runs on.
 */
const off = ["/description-ecom", "/imgautox", "/translate"];
const mark = "Indisponível neste servidor";

const sizes = [
  {
    name: "phone 390x844",
    phone: true,
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
  { name: "desktop 1440x900", phone: false, use: { viewport: { width: 1440, height: 900 } } },
] as const;

async function expectFits(page: Page) {
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
}

/** The tools list of the header: the menu button on a phone, the "Ferramentas" menu on a desktop. */
async function openToolsMenu(page: Page, phone: boolean) {
  const header = page.getByRole("banner");
  if (phone) {
    await header.getByRole("button", { name: "Abrir menu" }).click();
    return header.getByRole("list", { name: "Ferramentas" });
  }
  await header.getByRole("button", { name: "Ferramentas" }).click();
  return header.locator("#menu-ferramentas");
}

for (const size of sizes) {
  test.describe(`on a server without an AI provider, ${size.name}`, () => {
    test.use(size.use);
    test.beforeEach(({ page }) => presetConsent(page, "denied"));

    test("the landing page, the menu and the footer mark the tools that are off, and promote only the others", async ({
      page,
    }) => {
      await page.goto(`${bareAppUrl}/`);
      const cards = page.getByRole("region", { name: "Ferramentas que construímos" });
      await expect(cards).not.toContainText("Teste agora mesmo");
      for (const project of portfolio) {
        const card = cards.getByRole("link").filter({ has: page.getByRole("heading", { name: project.title }) });
        if (off.includes(project.link)) {
          await expect(card).toContainText(mark);
          await expect(card).not.toContainText("Abrir ferramenta");
        } else {
          await expect(card).toContainText("Abrir ferramenta");
          await expect(card).not.toContainText(mark);
        }
      }
      // A measured figure links to its tool only where the tool works.
      const measured = page.getByRole("region", { name: "Números que você pode conferir" });
      await expect(measured.getByRole("link", { name: "Testar a Descrição E-commerce" })).toHaveCount(0);
      await expect(measured.getByRole("link", { name: "Testar o Elementor para HTML" }).first()).toBeVisible();

      const menu = await openToolsMenu(page, size.phone);
      for (const tool of toolLinks) {
        const item = menu.getByRole("link", { name: new RegExp(`^${tool.label}`) });
        if (off.includes(tool.href)) await expect(item).toContainText(mark);
        else await expect(item).not.toContainText(mark);
      }
      await page.keyboard.press("Escape");

      const footer = page.getByRole("navigation", { name: "Ferramentas no rodapé" });
      for (const tool of toolLinks) {
        const item = footer.getByRole("listitem").filter({ has: page.getByRole("link", { name: tool.label }) });
        if (off.includes(tool.href)) await expect(item).toContainText(mark);
        else await expect(item).not.toContainText(mark);
      }
      await expectFits(page);
    });

    test("an unavailable tool's page shows what it does and an example, never a disabled form", async ({ page }) => {
      for (const [path, example] of [
        ["/description-ecom", "Garrafa térmica inox 500 ml"],
        ["/imgautox", "1024x1280 pixels"],
      ] as const) {
        await page.goto(`${bareAppUrl}${path}`);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { name: mark })).toBeVisible();
        await expect(main.getByRole("heading", { name: "Exemplo de resultado" })).toBeVisible();
        await expect(main).toContainText(example);
        await expect(main.locator("form, input, textarea, select, :disabled")).toHaveCount(0);
        await expect(main).not.toContainText(/Preencha os campos|OPENAI|\.env/);
        // No WHATSAPP_NUMBER on this server: the demonstration is asked for through the contact form.
        await expect(main.getByRole("link", { name: "Pedir uma demonstração" })).toHaveAttribute(
          "href",
          "/?assunto=demonstracao#contato",
        );
        // The example is on the first screens, not under 2.000 px of dead form.
        const top = (await main.getByRole("heading", { name: "Exemplo de resultado" }).boundingBox())!.y;
        expect(top).toBeLessThan(size.phone ? 1600 : 1000);
        await expectFits(page);
        await expectNoAxeViolations(page);
      }
    });

    test("/translate says the translator is off on /login, before anyone signs up", async ({ page }) => {
      await page.goto(`${bareAppUrl}/translate`);
      await expect(page).toHaveURL(`${bareAppUrl}/login?callbackUrl=%2Ftranslate`);
      const notice = page
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: "O tradutor está indisponível neste servidor" });
      await expect(notice).toBeVisible();
      const form = (await page.getByRole("heading", { name: "Entre na sua conta" }).boundingBox())!;
      expect((await notice.boundingBox())!.y).toBeLessThan(form.y);
      await expectFits(page);
      // A sign-in from anywhere else says nothing about the translator.
      await page.goto(`${bareAppUrl}/login`);
      await expect(page.getByRole("heading", { name: "Entre na sua conta" })).toBeVisible();
      await expect(page.getByText("O tradutor está indisponível neste servidor")).toHaveCount(0);
    });

    test("every call to action does what it says", async ({ page }) => {
      // No BOOKING_URL on this server (its pages rendered at request time show it, like this 404): no calendar.
      await page.goto(`${bareAppUrl}/pagina-que-nao-existe`);
      await expect(page.getByText("Agendar reunião")).toHaveCount(0);
      await expect(page.getByText("Ver mais projetos")).toHaveCount(0);
      await page.getByRole("link", { name: "Ver demonstração" }).click();
      await expect(page.getByRole("region", { name: "Ferramentas que construímos" })).toBeInViewport();
    });

    test("FitnessRecipes' category chips are all in reach, none cut", async ({ page }) => {
      await page.goto(`${bareAppUrl}/fitnessrecipes`);
      const chips = page.getByRole("group", { name: "Filtrar por categoria" }).getByRole("button");
      await expect(chips).toHaveCount(categories.length + 1);
      await chips.first().scrollIntoViewIfNeeded();
      for (const chip of await chips.all()) await expect(chip).toBeInViewport({ ratio: 1 });
      await expectFits(page);
    });
  });
}

test.describe("on the configured server (every tool on)", () => {
  test.beforeEach(({ page }) => presetConsent(page, "denied"));

  test("no tool is marked, the tools' pages show their forms, and /login says nothing about the translator", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(
      page.getByRole("region", { name: "Ferramentas que construímos" }).getByRole("link", { name: /Abrir ferramenta/ }),
    ).toHaveCount(portfolio.length);
    await expect(page.getByText(mark)).toHaveCount(0);
    await page.goto("/description-ecom");
    await expect(page.getByLabel("Nome do produto")).toBeEnabled();
    await expect(page.getByText(mark)).toHaveCount(0);
    await page.goto("/imgautox");
    await expect(page.getByLabel("Descrição da imagem")).toBeEnabled();
    await page.goto("/login?callbackUrl=%2Ftranslate");
    await expect(page.getByRole("heading", { name: "Entre na sua conta" })).toBeVisible();
    await expect(page.getByText("O tradutor está indisponível neste servidor")).toHaveCount(0);
  });
});

test.describe("tap targets on a phone (390 px)", () => {
  test.use(sizes[0].use);
  test.beforeEach(({ page }) => presetConsent(page, "denied"));

  const pages = ["/", "/disparador", "/elementor", "/fitnessrecipes", "/geniusvoice", "/login", "/privacidade"];

  test("every link, button and field is at least 24 x 24 px, on both servers", async ({ page }) => {
    test.slow();
    const small: Record<string, string[]> = {};
    const measure = async (name: string) => {
      const found = await smallTargets(page);
      if (found.length) small[name] = found;
    };
    for (const base of [bareAppUrl, ""]) {
      for (const path of [...pages, "/description-ecom", "/imgautox"]) {
        await page.goto(`${base}${path}`);
        await measure(`${base}${path}`);
      }
    }
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Abrir menu" }).click();
    await measure("the phone menu");
    expect(small).toEqual({});
  });
});
