import { expect, test } from "@playwright/test";
import { confirmationLink, LoginPage, newEmail } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { sidewaysOverflow, wrappedItems } from "./support/layout";
import { newVisitorIp } from "./support/visitors";

const PASSWORD = "frase-longa-de-teste-7";

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.setTimeout(120_000);

    test("sign up, see 'Confirme seu e-mail' on /conta, open the link from the e-mail, and the notice is gone", async ({
      page,
    }) => {
      const email = newEmail("confirma");
      const main = page.getByRole("main");
      await page.setExtraHTTPHeaders({ "x-forwarded-for": newVisitorIp() });
      await page.goto("/conta");
      await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fconta$/);
      const login = new LoginPage(page);
      const signedUp = Date.now() - 1000;
      await login.register(email, PASSWORD, /\/conta$/);

      const notice = main.getByRole("region", { name: "Confirme seu e-mail" });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(email);
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await wrappedItems(main)).toEqual([]);
      await expectNoAxeViolations(page);

      // The sign-up's link, and one more on request: either works, once.
      const first = await confirmationLink(email, signedUp);
      const asked = Date.now() - 1000;
      await notice.getByRole("button", { name: "Enviar o link de novo" }).click();
      await expect(notice.getByRole("status")).toHaveText(
        `Enviamos um novo link para ${email}. Confira a caixa de entrada e o spam.`,
      );
      const second = await confirmationLink(email, asked);
      expect(second).not.toBe(first);

      await page.goto(second);
      await expect(main.getByText("E-mail confirmado! Obrigado.")).toBeVisible();
      await expect(page).toHaveURL(/\/confirmar-email$/); // the token left the address bar
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);

      await main.getByRole("link", { name: "Ir para Minha conta" }).click();
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Minha conta");
      await expect(main.getByText("Confirme seu e-mail")).toHaveCount(0);

      // A link cut short (a mail client that broke it) says so in pt-BR, with the way forward.
      await page.goto("/confirmar-email");
      await expect(main.getByRole("alert")).toHaveText(
        "Link de confirmação incompleto. Abra o link do e-mail de novo ou peça outro em Minha conta.",
      );
    });
  });
}

test("the link opened signed out asks to sign in first, then confirms", async ({ page }) => {
  const email = newEmail("depois");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": newVisitorIp() });
  const signedUp = Date.now() - 1000;
  const response = await page.request.post("/api/auth/register", { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(201);
  const link = await confirmationLink(email, signedUp);
  await page.goto(link);
  // The token stayed in a cookie: no address after the link's own holds it, so no page view or Referer can.
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fconfirmar-email$/);
  await new LoginPage(page).signIn(email, PASSWORD);
  await expect(page.getByRole("main").getByText("E-mail confirmado! Obrigado.")).toBeVisible({ timeout: 20_000 });
});
