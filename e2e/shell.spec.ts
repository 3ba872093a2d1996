import { expect, test } from "@playwright/test";
import { sectionLinks, toolLinks } from "../lib/content/navigation";
import { publicRoutes } from "../lib/content/public-routes";
import { expectNoAxeViolations } from "./support/axe";
import { phone } from "./support/devices";

test.describe("site shell", () => {
  test("the header reaches every tool and the skip link jumps to the content", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");

    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#conteudo")).toBeFocused();

    const header = page.getByRole("banner");
    const nav = header.getByRole("navigation", { name: "Menu principal" });
    for (const section of sectionLinks)
      await expect(nav.getByRole("link", { name: section.label })).toHaveAttribute("href", section.href);
    await expect(header.getByRole("link", { name: "Fale conosco" })).toHaveAttribute("href", "/#contato");
    await expect(header.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/login");
  });

  test("the Ferramentas menu works by keyboard: it opens, lists every tool, and Escape returns focus", async ({
    page,
  }) => {
    await page.goto("/privacidade");
    const toggle = page.getByRole("button", { name: "Ferramentas" });
    await toggle.focus();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#menu-ferramentas")).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAttribute("aria-controls", "menu-ferramentas");
    const menu = page.locator("#menu-ferramentas");
    for (const tool of toolLinks)
      await expect(menu.getByRole("link", { name: tool.label })).toHaveAttribute("href", tool.href);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // A click outside closes it; a tool opens its page and closes it.
    await toggle.click();
    await page.getByRole("heading", { level: 1 }).click({ position: { x: 10, y: 10 } }); // left of the open menu
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole("link", { name: "Img Auto X" }).click();
    await expect(page).toHaveURL(/\/imgautox$/);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu.getByRole("link", { name: "Img Auto X" })).toHaveAttribute("aria-current", "page");
  });

  test("a page left by a link and come back to shows its whole content again, without a new load", async ({ page }) => {
    // The first load's payload has no copy of the static content (lib/prerender/static-payload.mjs): when the
    // router shows the page again from it, the content comes from the box the first load kept.
    await page.goto("/privacidade");
    const main = page.locator("main#conteudo");
    const first = (await main.textContent()) ?? "";
    expect(first.length).toBeGreaterThan(1000);
    await page.evaluate(() => document.documentElement.setAttribute("data-same-load", ""));
    await page.getByRole("contentinfo").getByRole("link", { name: "Elementor para HTML" }).click();
    await expect(page).toHaveURL(/\/elementor$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Elementor");

    await page.goBack();
    await expect(page).toHaveURL(/\/privacidade$/);
    await expect(main).toHaveText(first);
    await page.locator(`header a[href="/"]`).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Política de privacidade" }).click();
    await expect(page).toHaveURL(/\/privacidade$/);
    await expect(main).toHaveText(first);
    await expect(page.locator("html")).toHaveAttribute("data-same-load", "");
  });

  test("a page whose HTML something changed before React started shows its whole content, loaded once", async ({
    page,
  }) => {
    // A browser extension or a proxy that removes an element makes React draw the page again on its own, from
    // a payload without the static content: the content comes back from the server, and the page is not
    // reloaded (it was, again and again, each load changed the same way).
    await page.route("/privacidade", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script src="\/shell\.js"[^>]*><\/script>/, "");
      await route.fulfill({ response, body: html });
    });
    let loads = 0;
    page.on("load", () => loads++);
    await page.goto("/privacidade");
    const main = page.locator("main#conteudo");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Elementor para HTML" })).toBeVisible();
    await expect.poll(async () => ((await main.textContent()) ?? "").length).toBeGreaterThan(1000);
    await page.waitForTimeout(1000); // a reload would have started by now
    expect(loads).toBe(1);
  });

  test("the section links reach the landing page's sections from any page", async ({ page }) => {
    await page.goto("/elementor");
    await page.getByRole("banner").getByRole("link", { name: "Planos" }).click();
    await expect(page).toHaveURL(/\/#planos$/);
    await expect(page.getByRole("heading", { name: "Preço justo, prazo curto" })).toBeInViewport();
    await page.getByRole("banner").getByRole("link", { name: "Fale conosco" }).click();
    await expect(page.getByRole("heading", { name: "Fale conosco", level: 2 })).toBeInViewport();
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });

  test("sends the security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  });

  test("no page breaks its own Content-Security-Policy, even when a form validates", async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const violations = async () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    for (const route of publicRoutes) {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      expect(await violations(), route).toEqual([]);
    }
    await page.goto("/elementor");
    await page.getByRole("button", { name: "Transformar e baixar HTML" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Por favor, insira uma URL válida" })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("answers health once the database answers", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});

test.describe("site shell on a phone", () => {
  test.use(phone);

  test("the menu button opens the navigation and Escape closes it", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Abrir menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Menu principal" });
    await expect(menu.getByRole("link", { name: "Genius Voice AI" })).toBeVisible();
    for (const section of sectionLinks) await expect(menu.getByRole("link", { name: section.label })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeFocused();

    // A section link on the same page scrolls there and closes the menu.
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await menu.getByRole("link", { name: "Fale conosco" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { name: "Fale conosco", level: 2 })).toBeInViewport();
  });
});

test.describe("site shell without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Ferramentas menu opens and closes, and every link of the header and footer leads to its page", async ({
    page,
    request,
  }) => {
    await page.goto("/privacidade");
    const toggle = page.getByRole("button", { name: "Ferramentas" });
    const menu = page.locator("#menu-ferramentas");
    await toggle.click();
    for (const tool of toolLinks)
      await expect(menu.getByRole("link", { name: tool.label })).toHaveAttribute("href", tool.href);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    const links = await page
      .locator("header a[href], footer a[href]")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    const pages = [...new Set(links.filter((href) => href.startsWith("/")).map((href) => href.split("#")[0]))];
    expect(pages).toEqual(expect.arrayContaining(["/", "/login", "/privacidade", ...toolLinks.map((t) => t.href)]));
    for (const href of pages) expect((await request.get(href)).status(), href).toBe(200);

    await toggle.click();
    await menu.getByRole("link", { name: "Img Auto X" }).click();
    await expect(page).toHaveURL(/\/imgautox$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("site shell on a phone without JavaScript", () => {
  test.use({ ...phone, javaScriptEnabled: false });

  test("the menu button opens the navigation and a section link leads there", async ({ page }) => {
    await page.goto("/elementor");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu principal" });
    await expect(menu.getByRole("link", { name: "Genius Voice AI" })).toBeVisible();
    await menu.getByRole("link", { name: "Planos" }).click();
    await expect(page).toHaveURL(/\/#planos$/);
    await expect(page.getByRole("heading", { name: "Preço justo, prazo curto" })).toBeInViewport();
  });
});
