import { expect, test } from "@playwright/test";
import { toolLinks } from "../lib/content/navigation";
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

    const nav = page.getByRole("navigation", { name: "Ferramentas", exact: true });
    for (const tool of toolLinks) {
      await expect(nav.getByRole("link", { name: tool.label })).toHaveAttribute("href", tool.href);
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/login");
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
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const violations = async () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
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
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeFocused();
  });
});
