import { expect, test } from "@playwright/test";
import { LoginPage } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";

const sizes = [
  { name: "phone 390x844", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: "desktop 1280x720", use: { viewport: { width: 1280, height: 720 } } },
] as const;

for (const size of sizes) {
  test.describe(size.name, () => {
    test.use(size.use);

    test("the mode links move the focus to the new mode's heading, by keyboard", async ({ page }) => {
      const login = new LoginPage(page);
      await login.open();
      await page.getByRole("button", { name: "Criar conta" }).press("Enter");
      await expect(login.heading()).toHaveText("Crie sua conta");
      await expect(login.heading()).toBeFocused();

      await page.getByRole("button", { name: "Entrar", exact: true }).last().press("Enter");
      await expect(login.heading()).toHaveText("Entre na sua conta");
      await expect(login.heading()).toBeFocused();

      await page.getByRole("button", { name: "Esqueceu sua senha?" }).press("Enter");
      await expect(login.heading()).toHaveText("Recuperar senha");
      await expect(login.heading()).toBeFocused();
      await page.getByRole("button", { name: "Voltar ao login" }).press("Enter");
      await expect(login.heading()).toBeFocused();
      await expectNoAxeViolations(page);
    });

    test("the links of SPEC's login screen: 'Criar conta' from login, 'Já tem conta? Entrar' from sign-up", async ({
      page,
    }) => {
      const login = new LoginPage(page);
      await login.open();
      await expect(page.getByText("Não tem conta?")).toBeVisible();
      await page.getByRole("tab", { name: "Registrar" }).click();
      await expect(page.getByText("Já tem conta?")).toBeVisible();
      await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(size.use.viewport.width);
    });

    test("the password can be shown and hidden again", async ({ page }) => {
      const login = new LoginPage(page);
      await login.open();
      await login.password().fill("segredo-123");
      const toggle = page.getByRole("button", { name: "Mostrar senha" });
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await expect(login.password()).toHaveAttribute("type", "text");
      await expect(login.password()).toHaveValue("segredo-123");
      await toggle.press("Enter");
      await expect(login.password()).toHaveAttribute("type", "password");
    });

    test("/redefinir-senha without a token says so and links to a new recovery e-mail", async ({ page }) => {
      await page.goto("/redefinir-senha");
      await expect(page.getByText("Este endereço não tem o código de redefinição.")).toBeVisible();
      await expect(page.getByLabel("Nova senha", { exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "Pedir novo e-mail de recuperação" }).click();
      await expect(page).toHaveURL(/\/login\?modo=recuperar$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recuperar senha");
    });
  });
}
