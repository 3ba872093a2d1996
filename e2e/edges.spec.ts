import { expect, test, type Page } from "@playwright/test";
import { publicRoutes } from "../lib/content/public-routes";
import { toolRecords } from "../lib/content/tools";
import { LoginPage, newEmail, signInAsAdmin } from "./support/accounts";
import { presetConsent } from "./support/consent";
import { sidewaysOverflow } from "./support/layout";
import { fakeOpenAI } from "./support/services";
import { newVisitorIp } from "./support/visitors";
import { bareAppUrl } from "./ports";

/** 65 characters as typed (the "67" counted the UTF-8 bytes of "º" and "à"). */
const ORDER = "Pedido nº 3: R$ 1.299,90 em 23/11/2026 às 14h30, 50% de desconto.";

/**
 * Issue 45, part 5: the edges seen in screenshots at 320, 390 and 1440 px. That no page, configured or bare,
 * is wider than the screen is checked with the header, in one visit per page and width: e2e/layout.spec.ts.
 */
const sizes = [
  [320, 640],
  [390, 844],
  [1440, 900],
] as const;

/** How many lines each "E-commerce" on the page takes (1 when it is never broken at its hyphen). */
const hyphenatedLines = (page: Page) =>
  page.evaluate(() => {
    const lines: number[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf("E-commerce") ?? -1;
      if (at < 0 || !node.parentElement?.checkVisibility()) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + "E-commerce".length);
      const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top));
      if (tops.length) lines.push(new Set(tops).size);
    }
    return lines;
  });

/**
 * Texts kept on one line by KeepHyphenated that are drawn otherwise than written: inside a flex box each part
 * became a flex item, which dropped the space ("DescriçãoE-commerce") and let the text run past its column.
 */
const misdrawnHyphenated = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("span.whitespace-nowrap")]
      .map((kept) => kept.parentElement!)
      // KeepHyphenated's own text: words and kept spans, no other element
      .filter((element) => [...element.children].every((child) => child.matches("span.whitespace-nowrap")))
      .filter((element) => element.checkVisibility())
      .flatMap((element) => {
        const written = element.textContent!.replace(/\s+/g, " ").trim();
        const drawn = element.innerText.replace(/[ \t]+/g, " ").trim();
        const box = element.getBoundingClientRect();
        const column = element.closest("li")?.getBoundingClientRect();
        return [
          ...(drawn === written ? [] : [`"${written}" drawn as ${JSON.stringify(drawn)}`]),
          ...(column && box.right > column.right + 0.5
            ? [`"${written}" runs ${Math.round(box.right - column.right)} px past its column`]
            : []),
        ];
      }),
  );

test.beforeEach(async ({ page }) => {
  await presetConsent(page, "denied");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": newVisitorIp() });
});

for (const [width, height] of sizes) {
  test.describe(`the edges at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("'E-commerce' is never broken at its hyphen", async ({ page }) => {
      for (const route of ["/description-ecom", "/"]) {
        await page.goto(route);
        // What is below the first screen is drawn as it comes near (app/globals.css): measure it drawn.
        await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
        expect(await misdrawnHyphenated(page), route).toEqual([]);
        const lines = await hyphenatedLines(page);
        expect(lines.length, route).toBeGreaterThan(0);
        expect(
          lines.every((count) => count === 1),
          `${route}: ${lines.join(", ")}`,
        ).toBe(true);
      }
    });
  });
}

// The hint does not change with the width; that /login fits every width is e2e/layout.spec.ts's sweep.
test.describe("/login at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("/login says what signing in opens, after where the person came from", async ({ page }) => {
    for (const [callback, hint] of [
      ["/conta", "Use seu e-mail e senha para abrir a sua conta."],
      ["/painel", "Use seu e-mail e senha para abrir o painel."],
      ["/translate", "Use seu e-mail e senha para acessar o tradutor."],
    ]) {
      await page.goto(`/login?callbackUrl=${encodeURIComponent(callback)}`);
      await expect(page.getByRole("main").getByText(hint)).toBeVisible();
    }
    await page.goto("/login");
    await expect(page.getByRole("main").getByText("Use seu e-mail e senha para entrar.")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

// The limit does not change with the width: checked once, at the narrowest, where counter and message must fit.
test.describe("Genius Voice at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the limit counts the text as typed, and a run of digits read aloud gets its own message", async ({ page }) => {
    await fakeOpenAI.reset(); // no failure another spec queued answers this one
    await page.goto("/geniusvoice");
    const main = page.getByRole("main");
    const text = main.getByLabel("Texto");
    await text.fill(ORDER);
    await expect(main.getByText(`${ORDER.length}/150`)).toBeVisible();
    await main.getByRole("button", { name: "Gerar Áudio" }).click();
    await expect(main.locator("audio")).toHaveAttribute("src", /^blob:/);
    await expect(main.getByRole("alert")).toHaveCount(0);

    // 150 digits fit the 150 typed, but are read digit by digit: refused for that, not for their length.
    await text.fill("4".repeat(150));
    await expect(main.getByText("150/150")).toBeVisible();
    await expect(main.getByText("O texto excede o limite de 150 caracteres")).toHaveCount(0);
    await main.getByRole("button", { name: "Gerar Áudio" }).click();
    const alert = main.getByRole("alert");
    await expect(alert).toContainText("Este texto fica longo demais quando lido em voz alta");
    await expect(alert).not.toContainText("excede o limite de 150");
  });
});

test("a bare build's translator notice names exactly the other tools that are off", async ({ page }) => {
  await page.goto(`${bareAppUrl}/login?callbackUrl=%2Ftranslate`);
  const notice = page.getByRole("main").getByRole("status").filter({ hasText: "O tradutor está indisponível" });
  await expect(notice).toContainText(
    "Descrição E-commerce e Img Auto X também estão indisponíveis aqui; as outras ferramentas funcionam sem conta.",
  );
});

test("after sign-up, the page the person lands on says 'Confirme seu e-mail' with the address and a resend", async ({
  page,
}) => {
  const email = newEmail("cadastro");
  const login = new LoginPage(page);
  await login.open("?callbackUrl=%2Fgeniusvoice");
  await login.register(email, "frase-longa-de-cadastro-45", /\/geniusvoice$/);
  const notice = page.getByRole("main").getByRole("region", { name: "Confirme seu e-mail" });
  await expect(notice).toContainText(email);
  await notice.getByRole("button", { name: "Enviar o link de novo" }).click();
  await expect(notice.getByRole("status")).toContainText(`Enviamos um novo link para ${email}`);
  // Once: the next page is the page itself.
  await page.goto("/geniusvoice");
  await expect(page.getByRole("region", { name: "Confirme seu e-mail" })).toHaveCount(0);
});

test("each tool page has its own share card, served to anyone, and its WebApplication JSON-LD", async ({
  page,
  request,
}) => {
  const home = (await (await request.get("/")).text()).match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  for (const tool of toolRecords) {
    // /translate sends an anonymous visitor to /login: only its card is public.
    const image = `${tool.route}/opengraph-image`;
    const card = await request.get(image, { maxRedirects: 0 });
    expect(card.status(), image).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
    if (tool.route === "/translate") continue;
    await page.goto(tool.route);
    const og = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(og, tool.route).toContain(image);
    expect(og).not.toBe(home);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    );
    expect(
      data.find((item) => item["@type"] === "WebApplication"),
      tool.route,
    ).toMatchObject({
      name: tool.name,
      description: tool.does,
      applicationCategory: tool.applicationCategory,
      offers: { price: "0", priceCurrency: "BRL" },
    });
  }
});

test("/painel's 'Origem' filter names every page as the owner reads it, never by its path", async ({ page }) => {
  test.setTimeout(60_000); // a sign-in and a confirmation hash passwords (scrypt): slow on a busy machine
  await signInAsAdmin(page);
  await page.goto("/painel");
  const origins = await page
    .getByRole("main")
    .getByLabel("Origem", { exact: true })
    .locator("option")
    .allTextContents();
  // "Todas", then one name per public page.
  expect(origins).toHaveLength(publicRoutes.length + 1);
  expect(origins).toEqual(
    expect.arrayContaining(["Página inicial", "Entrar ou criar conta", "Política de privacidade"]),
  );
  expect(origins.filter((name) => name.includes("/"))).toEqual([]);
});
