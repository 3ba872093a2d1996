import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import {
  ADMIN,
  ADMIN_PASSWORD,
  confirmEmail,
  credentialsSignIn,
  LoginPage,
  newEmail,
  registerByApi,
} from "./support/accounts";
import { consentEarlyScript } from "../lib/http/inline-scripts.mjs";
import { expectNoAxeViolations } from "./support/axe";
import { sidewaysOverflow, wrappedItems } from "./support/layout";
import { mailbox } from "./support/services";
import { newVisitorIp } from "./support/visitors";

const PASSWORD = "senha-forte-123";
const NEW_PASSWORD = "outra-frase-bem-longa-42";

const widths = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1440, height: 900 } },
];

async function signInTo(page: Page, path: string, email: string, password: string) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": newVisitorIp() });
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`/login\\?callbackUrl=${encodeURIComponent(path)}$`));
  await new LoginPage(page).signIn(email, password);
  await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 20_000 });
}

/** Signed in through the API, from an address of its own: for the flows after the sign-in, which is /login's. */
async function signedInAt(page: Page, path: string, email: string, password: string) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": newVisitorIp() });
  expect(await credentialsSignIn(page.request, email, password)).toBe("signed-in");
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function expectFitsAndAccessible(page: Page) {
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await wrappedItems(page.getByRole("main"))).toEqual([]);
  await expectNoAxeViolations(page);
}

async function mailFor(email: string, text: string) {
  await expect
    .poll(async () => (await mailbox.messages()).some((mail) => mail.to.includes(email) && mail.text.includes(text)))
    .toBe(true);
}

for (const { name, viewport } of widths) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });
    // Each flow hashes several passwords (scrypt) and loads the strength dictionaries: slow on a busy machine.
    test.setTimeout(120_000);

    test("/conta: change the password, download the data, delete the account through the dialog", async ({ page }) => {
      const email = newEmail("conta");
      await registerByApi(page, email, PASSWORD);
      await signedInAt(page, "/conta", email, PASSWORD);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Minha conta");
      await expect(main.getByRole("paragraph").filter({ hasText: "Conectado como" })).toContainText(email);
      await expect(page.getByRole("banner").getByRole("link", { name: "Minha conta" })).toBeVisible();
      await expectFitsAndAccessible(page);

      // Alterar senha: a wrong current password first, then the right one
      await main.getByLabel("Senha atual").fill("nao-e-a-senha");
      await main.getByLabel("Nova senha", { exact: true }).fill(NEW_PASSWORD);
      await main.getByLabel("Confirme a nova senha").fill(NEW_PASSWORD);
      await main.getByRole("button", { name: "Alterar senha" }).click();
      await expect(main.getByRole("alert")).toHaveText("A senha atual está incorreta. Confira e tente de novo.");
      await main.getByLabel("Senha atual").fill(PASSWORD);
      await main.getByRole("button", { name: "Alterar senha" }).click();
      await expect(main.getByRole("status").filter({ hasText: "Senha alterada" })).toBeVisible();
      await expect(main.getByLabel("Senha atual")).toHaveValue("");
      await mailFor(email, "foi alterada");
      await page.reload();
      await expect(page).toHaveURL(/\/conta$/); // this session stayed signed in

      // Baixar meus dados
      const download = page.waitForEvent("download");
      await main.getByRole("button", { name: "Baixar meus dados" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d\d-\d\d\.json$/);
      const data = JSON.parse(readFileSync((await file.path())!, "utf8"));
      expect(data.account.email).toBe(email);
      expect(data.translations).toEqual([]);

      // Excluir minha conta: the dialog says what goes, a wrong password deletes nothing
      await main.getByRole("button", { name: "Excluir minha conta" }).click();
      const dialog = page.getByRole("dialog", { name: "Excluir a sua conta?" });
      await expect(dialog).toContainText("histórico de traduções");
      await expect(dialog.getByLabel("Digite sua senha para confirmar")).toBeFocused();
      expect(await sidewaysOverflow(page)).toBe(0);
      await dialog.getByLabel("Digite sua senha para confirmar").fill(PASSWORD);
      await dialog.getByRole("button", { name: "Excluir definitivamente" }).click();
      await expect(dialog.getByRole("alert")).toContainText("Senha incorreta. Nada foi excluído");
      await dialog.getByRole("button", { name: "Cancelar" }).click();
      await expect(dialog).toBeHidden();
      await main.getByRole("button", { name: "Excluir minha conta" }).click();
      await dialog.getByLabel("Digite sua senha para confirmar").fill(NEW_PASSWORD);
      await dialog.getByRole("button", { name: "Excluir definitivamente" }).click();
      await expect(main.getByText("Sua conta foi excluída.")).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
      await mailFor(email, "sua conta foi excluída");
      await page.goto("/conta");
      await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fconta$/);
    });

    test("/painel: list the leads, change a status, write a note, download the CSV", async ({ page }) => {
      const register = await page.request.post("/api/auth/register", {
        data: { email: ADMIN, password: ADMIN_PASSWORD },
        headers: { "x-forwarded-for": newVisitorIp() },
      });
      expect(register.status()).toBe(201); // the same answer when the other width's test registered it first
      const marker = `lead-${Date.now()}-${name}`;
      const sent = await page.request.post("/api/contact", {
        data: {
          name: "=Maria Souza",
          contact: "maria@exemplo.com",
          message: `Quero um site ${marker}`,
          origin: "/imgautox",
        },
        headers: { "x-forwarded-for": newVisitorIp() },
      });
      expect(sent.status()).toBe(201);
      const planMarker = `plano-${Date.now()}-${name}`;
      const planned = await page.request.post("/api/contact", {
        data: {
          name: "Joana Plano",
          contact: "(11) 98765-4321",
          plan: "profissional",
          message: `Quero o plano ${planMarker}`,
        },
        headers: { "x-forwarded-for": newVisitorIp() },
      });
      expect(planned.status()).toBe(201);

      // Only a verified address of ADMIN_EMAILS opens the inbox.
      await signedInAt(page, "/conta", ADMIN, ADMIN_PASSWORD);
      await confirmEmail(page, ADMIN);
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener("securitypolicyviolation", (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      // What leads wrote is shown here: no inline script runs but the answer's own, which carry its nonce.
      const policy = (await page.goto("/painel"))!.headers()["content-security-policy"];
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      const inline = await page
        .locator("script:not([src])")
        .evaluateAll((scripts) =>
          scripts.map((script) => ({ nonce: (script as HTMLScriptElement).nonce, text: script.textContent })),
        );
      expect(inline.length).toBeGreaterThan(1);
      // Each carries the nonce, but the consent notice's early script, which the policy names by its hash.
      const withoutNonce = inline.filter((script) => script.nonce !== nonce);
      expect(withoutNonce).toEqual([{ nonce: "", text: consentEarlyScript }]);
      expect(policy).toContain(`'sha256-${createHash("sha256").update(consentEarlyScript).digest("base64")}'`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Painel");
      await expect(main).not.toContainText("ADMIN_EMAILS");

      // What the lead sent stays: the plan, and a number to answer on WhatsApp or by phone.
      await main.getByRole("searchbox", { name: "Buscar" }).fill(planMarker);
      await main.getByLabel("Plano", { exact: true }).selectOption({ label: "Profissional" });
      await main.getByRole("button", { name: "Filtrar" }).click();
      await expect(main.getByText("1 lead", { exact: true })).toBeVisible();
      const withPlan = main.getByRole("article", { name: "Joana Plano" });
      await expect(withPlan).toContainText("Profissional (R$ 1.999)");
      await expect(withPlan.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/5511987654321\?text=/,
      );
      await expect(withPlan.getByRole("link", { name: "Ligar" })).toHaveAttribute("href", "tel:+5511987654321");
      await main.getByLabel("Plano", { exact: true }).selectOption({ label: "Todos" });

      // The owner finds the inbox from the header menu.
      await page.goto("/");
      if (name.startsWith("phone")) await page.getByRole("banner").getByRole("button", { name: "Abrir menu" }).click();
      await page.getByRole("banner").getByRole("link", { name: "Painel", exact: true }).click();
      await expect(page).toHaveURL(/\/painel$/);
      await expect(main.getByRole("table", { name: /Pedidos por ferramenta/ })).toContainText("Img Auto X");
      await main.getByRole("searchbox", { name: "Buscar" }).fill(marker);
      await main.getByRole("button", { name: "Filtrar" }).click();
      await expect(main.getByText("1 lead", { exact: true })).toBeVisible();
      const lead = main.getByRole("article", { name: "=Maria Souza" });
      await expect(lead).toContainText(`Quero um site ${marker}`);
      await expect(lead).toContainText("Img Auto X");
      await expect(lead).toContainText("maria@exemplo.com");
      await expectFitsAndAccessible(page);

      await lead.getByLabel("Status").selectOption({ label: "Em conversa" });
      await expect(lead.getByRole("status")).toHaveText("Status salvo.");
      await lead.getByLabel("Nota").fill("Ligar na segunda às 10h");
      await lead.getByRole("button", { name: "Salvar nota" }).click();
      await expect(lead.getByRole("status")).toHaveText("Nota salva.");

      const download = page.waitForEvent("download");
      await main.getByRole("link", { name: "Baixar CSV" }).click();
      const csv = readFileSync((await (await download).path())!, "utf8")
        .trimEnd()
        .split("\n");
      expect(csv[0]).toBe("nome,contato,assunto,plano,mensagem,origem,status,nota,criado_em");
      expect(csv).toHaveLength(2);
      expect(csv[1]).toContain(`"'=Maria Souza","maria@exemplo.com"`);
      expect(csv[1]).toContain(`"/imgautox","em_conversa","Ligar na segunda às 10h"`);

      await page.reload();
      await main.getByRole("searchbox", { name: "Buscar" }).fill(marker);
      await main.getByRole("button", { name: "Filtrar" }).click();
      await expect(main.getByText("1 lead", { exact: true })).toBeVisible();
      await expect(lead.getByLabel("Status")).toHaveValue("em_conversa");
      await expect(lead.getByLabel("Nota")).toHaveValue("Ligar na segunda às 10h");
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    });
  });
}

test("/painel is a 404 for an account outside ADMIN_EMAILS, and asks anonymous visitors to sign in; its API is a 404 to both", async ({
  page,
}) => {
  const email = newEmail("curioso");
  await registerByApi(page, email, PASSWORD);
  await signInTo(page, "/painel", email, PASSWORD);
  const response = await page.goto("/painel");
  expect(response?.status()).toBe(404);
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Minha conta" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Painel", exact: true })).toHaveCount(0);
  expect((await page.request.get("/api/admin/leads")).status()).toBe(404);
  await page.context().clearCookies();
  expect((await page.request.get("/api/admin/leads")).status()).toBe(404);
});
