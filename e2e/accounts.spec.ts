import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { appUrl, bareAppEnv, bareAppUrl } from "./ports";
import { LoginPage, newEmail, registerByApi, signUpByApi } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { fakeOpenAI, mailbox } from "./support/services";

const PASSWORD = "senha-forte-123";

const translator = (page: Page) => page.getByRole("main");
const header = (page: Page) => page.getByRole("banner");
const wordInput = (page: Page) => page.getByLabel("Palavra ou Frase");
const resultBox = (page: Page) => page.getByRole("region", { name: "Tradução" });

async function expectSignedOutTranslator(page: Page) {
  await expect(translator(page).getByText("Faça login para acessar o tradutor")).toBeVisible();
  await expect(translator(page).getByRole("link", { name: "Ir para Login" })).toHaveAttribute("href", /^\/login/);
  await expect(header(page).getByRole("link", { name: "Entrar" })).toBeVisible();
}

test.beforeEach(async () => {
  await fakeOpenAI.reset();
});

test("register, translate, see the history, sign out, get redirected, sign in again", async ({ page }) => {
  const email = newEmail("jornada");
  const login = new LoginPage(page);

  await page.goto("/translate");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Ftranslate$/);
  await login.register(email, PASSWORD, /\/translate$/);
  await expect(translator(page).getByText("Bem-vindo")).toBeVisible();
  // Where the person lands after sign-up, the notice asks to confirm the address (above the translator).
  await expect(page.getByRole("region", { name: "Confirme seu e-mail" })).toContainText(email);
  await expect(translator(page).getByText(email).last()).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Sair" })).toBeVisible();

  const submit = translator(page).getByRole("button", { name: "Traduzir", exact: true });
  await expect(submit).toBeDisabled();
  await wordInput(page).fill("hello world");
  await expect(translator(page).getByText("11/5.000")).toBeVisible();
  await expect(submit).toBeEnabled();
  await wordInput(page).press("Enter");
  await expect(resultBox(page)).toContainText("olá mundo");

  const [call] = await fakeOpenAI.requests();
  expect(call.body).toMatchObject({ temperature: 0 });
  expect(JSON.stringify(call.body.messages)).toContain("hello world");

  const history = page.getByRole("region", { name: "Suas últimas traduções" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByRole("listitem").first()).toContainText("hello world");
  await expect(history.getByRole("listitem").first()).toContainText("olá mundo");

  // One 'Sair', in the header; it signs the translator out too
  await expect(page.getByRole("button", { name: "Sair" })).toHaveCount(1);
  await header(page).getByRole("button", { name: "Sair" }).click();
  await expectSignedOutTranslator(page);

  await page.goto("/translate");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Ftranslate$/);
  await login.signInAndLand(email, PASSWORD);
  await expect(history.getByRole("listitem").first()).toContainText("olá mundo");

  // and again, from a page loaded signed in
  await header(page).getByRole("button", { name: "Sair" }).click();
  await expectSignedOutTranslator(page);
  await page.goto("/");
  await expect(header(page).getByRole("link", { name: "Entrar" })).toBeVisible();
});

test("every message of the login screen", async ({ page }) => {
  test.setTimeout(60_000); // five password hashes (scrypt): a sign-up, a sign-up of a known address, sign-ins
  const login = new LoginPage(page);
  const email = newEmail("mensagens");
  await registerByApi(page, email, PASSWORD);
  await login.open();

  await login.signIn(email, "senha-errada-1");
  await expect(login.alert()).toHaveText("Falha ao fazer login. E-mail ou senha incorretos.");
  await login.signIn(newEmail("ninguem"), PASSWORD);
  await expect(login.alert()).toHaveText("Falha ao fazer login. E-mail ou senha incorretos.");

  // switching tabs clears the error
  await page.getByRole("tab", { name: "Registrar" }).click();
  await expect(login.alert()).toHaveCount(0);
  await expect(login.heading()).toHaveText("Crie sua conta");
  // A known address with another password: the form says what any sign-up is told, and nothing more.
  await login.email().fill(email);
  await login.password().fill("outra-senha-forte-9");
  await page.getByRole("button", { name: "Criar conta" }).click();
  // Two password hashes (the sign-up's and the sign-in's that fails): slow on a busy machine.
  await expect(page.getByRole("main").getByText(/^Enviamos um link de confirmação para o seu e-mail\./)).toBeVisible({
    timeout: 20_000,
  });
  await expect(login.heading()).toHaveText("Entre na sua conta");
  await page.getByRole("tab", { name: "Registrar" }).click();
  await login.email().fill(newEmail("curta"));
  await login.password().fill("1234567");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(login.alert()).toHaveText("Falha ao criar conta. A senha deve ter pelo menos 8 caracteres.");
  await page.getByRole("tab", { name: "Entrar" }).click();
  await expect(login.alert()).toHaveCount(0);

  // recovery mode: no password, its own title and button, and a way back
  await page.getByRole("button", { name: "Esqueceu sua senha?" }).click();
  await expect(login.heading()).toHaveText("Recuperar senha");
  await expect(login.password()).toHaveCount(0);
  await expect(page.getByRole("tab")).toHaveCount(0);
  await page.getByRole("button", { name: "Voltar ao login" }).click();
  await expect(login.heading()).toHaveText("Entre na sua conta");

  await page.getByRole("button", { name: "Esqueceu sua senha?" }).click();
  await login.email().fill("alguem@semdominio");
  await page.getByRole("button", { name: "Enviar e-mail de recuperação" }).click();
  await expect(login.alert()).toHaveText("Erro ao enviar email de recuperação. Verifique o email informado.");

  // the same answer for an unknown e-mail, however often it is asked (nobody can block an owner's recovery)
  const unknown = newEmail("desconhecido");
  for (let i = 0; i < 4; i++) {
    if (i > 0) await page.getByRole("button", { name: "Esqueceu sua senha?" }).click();
    await login.email().fill(unknown);
    await page.getByRole("button", { name: "Enviar e-mail de recuperação" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "E-mail de recuperação enviado! Verifique sua caixa de entrada." }),
    ).toBeVisible();
    await expect(login.heading()).toHaveText("Entre na sua conta");
  }
});

test("repeated wrong passwords slow the guesser down with a pt-BR reason, never the owner elsewhere", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = newEmail("limite");
  await registerByApi(page, email, PASSWORD);
  // The guesser: one client address (as the proxy reports it), many wrong passwords.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": "198.51.100.201" });
  const login = new LoginPage(page);
  await login.open();
  const slowedDown = "Falha ao fazer login. Muitas tentativas. Aguarde alguns minutos e tente novamente.";
  let refused = false;
  // The first 5 wrong passwords cost nothing; then each one waits twice as long as the last (1 s, 2 s, 4 s...),
  // so some attempt soon lands inside a wait, however slow this machine is.
  for (let i = 0; i < 15 && !refused; i++) {
    const answer = page.waitForResponse((response) => response.url().includes("/api/auth/callback/credentials"));
    await login.signIn(email, `errada-${i}-xyz`);
    await answer;
    await expect(login.alert()).toHaveText(/E-mail ou senha incorretos|Muitas tentativas/);
    refused = (await login.alert().textContent()) === slowedDown;
  }
  expect(refused).toBe(true);

  // The owner, from their own address, signs in at once.
  const owner = await browser.newPage({ baseURL: appUrl, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.202" } });
  const ownersLogin = new LoginPage(owner);
  await ownersLogin.open("?callbackUrl=%2Ftranslate");
  await ownersLogin.signInAndLand(email, PASSWORD);
  await owner.close();
});

test("password recovery through the e-mail's link; old password and token reuse refused", async ({ page }) => {
  const login = new LoginPage(page);
  const email = newEmail("recupera");
  await registerByApi(page, email, PASSWORD);
  await mailbox.reset();

  await login.open();
  await page.getByRole("button", { name: "Esqueceu sua senha?" }).click();
  await login.email().fill(email.toUpperCase());
  await page.getByRole("button", { name: "Enviar e-mail de recuperação" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "E-mail de recuperação enviado! Verifique sua caixa de entrada." }),
  ).toBeVisible();
  await expect(login.heading()).toHaveText("Entre na sua conta");

  // Sign-up's confirmation e-mail may land after the reset above: only the recovery e-mails count here.
  const recoveryMails = async () =>
    (await mailbox.messages()).filter((mail) => mail.to.includes(email) && mail.text.includes("redefinir-senha"));
  await expect.poll(async () => (await recoveryMails()).length).toBe(1);
  const [mail] = await recoveryMails();
  const link = /(http:\/\/\S+\/redefinir-senha\?token=[\w-]+)/.exec(mail?.text ?? "")?.[1];
  expect(link).toBeTruthy();

  await page.goto(link as string);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Redefinir senha");
  await page.getByLabel("Nova senha", { exact: true }).fill("nova-senha-456");
  await page.getByLabel("Confirme a nova senha").fill("nova-senha-456");
  await page.getByRole("button", { name: "Redefinir senha" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Senha redefinida!" })).toBeVisible();
  await page.getByRole("link", { name: "Ir para Login" }).click();

  await login.signIn(email, PASSWORD);
  await expect(login.alert()).toHaveText("Falha ao fazer login. E-mail ou senha incorretos.");
  await login.signInAndLand(email, "nova-senha-456");
  await header(page).getByRole("button", { name: "Sair" }).click();
  await expect(header(page).getByRole("link", { name: "Entrar" })).toBeVisible();

  await page.goto(link as string);
  await page.getByLabel("Nova senha", { exact: true }).fill("terceira-senha-789");
  await page.getByLabel("Confirme a nova senha").fill("terceira-senha-789");
  await page.getByRole("button", { name: "Redefinir senha" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Link de recuperação inválido ou expirado. Peça um novo e-mail de recuperação.",
  );
});

test("every message of the translator, copy buttons, clearing the history, session ending", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const login = new LoginPage(page);
  const email = newEmail("tradutor");
  await registerByApi(page, email, PASSWORD);
  await login.open("?callbackUrl=%2Ftranslate");
  await login.signInAndLand(email, PASSWORD);
  const main = translator(page);

  // Typed as soon as the page shows, maybe before its script came: the counter follows once it has (it counts
  // what was typed before too), and only then is Enter the translator's (before, it broke the line in the field).
  await wordInput(page).fill("   ");
  await expect(main.getByText("3/5.000")).toBeVisible({ timeout: 20_000 });
  await wordInput(page).press("Enter");
  await expect(main.getByRole("alert")).toHaveText("Por favor, digite uma palavra");

  await fakeOpenAI.queue(
    "chat",
    { kind: "error", status: 429, code: "insufficient_quota", type: "insufficient_quota" },
    2,
  );
  await wordInput(page).fill("cat");
  await main.getByRole("button", { name: "Traduzir", exact: true }).click();
  await expect(main.getByRole("alert").locator("p").first()).toHaveText("O crédito do serviço de IA acabou.");
  await expect(main.getByRole("alert")).toContainText("Avise o responsável pelo site.");

  await fakeOpenAI.queue("chat", { kind: "error", status: 500 }, 2);
  await wordInput(page).press("Enter");
  await expect(main.getByRole("alert").locator("p").first()).toHaveText("O serviço de IA falhou ao responder.");
  await expect(main.getByRole("alert")).toContainText("Tente novamente.");

  await fakeOpenAI.queue("chat", { kind: "translation", mode: "good", delayMs: 1500 });
  await wordInput(page).press("Enter");
  const busy = main.getByRole("button", { name: "Traduzindo..." });
  await expect(busy).toBeDisabled();
  // Enter again in the field, still focused, while the answer is on its way: ignored. The keyboard, not the
  // locator: a locator's press waits for the field to stop moving, and the result's smooth scroll moved it
  // until after the answer on a loaded machine (the press then landed once idle and sent a sixth request).
  await expect(wordInput(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(busy).toBeDisabled();
  await expect(resultBox(page)).toContainText("gato");
  await expect(main.getByRole("alert")).toHaveCount(0);
  expect((await fakeOpenAI.requests()).length).toBe(5); // 2 + 2 failed attempts (SDK retry), then 1

  await resultBox(page).getByRole("button", { name: "Copiar" }).click();
  await expect(resultBox(page).getByRole("button", { name: "Copiado!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("gato");

  const history = page.getByRole("region", { name: "Suas últimas traduções" });
  await wordInput(page).fill("dog");
  await wordInput(page).press("Enter");
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("cachorro");
  await history.getByRole("listitem").nth(1).getByRole("button", { name: "Copiar" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("gato");

  await page.reload();
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await history.getByRole("button", { name: "Limpar histórico" }).click();
  await expect(history.getByText("Nenhuma tradução ainda.")).toBeVisible();
  await page.reload();
  await expect(history.getByText("Nenhuma tradução ainda.")).toBeVisible();

  // the session ends while the page is open
  // Not while an answer is on its way: the header asks for the session once hydrated, and next-auth's answer
  // sets the session cookie again (it renews it), which would undo the clearing below.
  await page.waitForLoadState("networkidle");
  await context.clearCookies();
  await wordInput(page).fill("bird");
  // Just reloaded: Enter is the translator's once its script came, which the counter shows (as a person sees it).
  await expect(main.getByText("4/5.000")).toBeVisible({ timeout: 20_000 });
  await wordInput(page).press("Enter");
  await expectSignedOutTranslator(page);
});

test("signing out while the translator is still on its way: the part that arrives does not sign the account back in", async ({
  page,
}) => {
  const email = newEmail("saida");
  await registerByApi(page, email, PASSWORD);
  const login = new LoginPage(page);
  await login.open("?callbackUrl=%2Fprivacidade");
  await login.signInAndLand(email, PASSWORD, /\/privacidade$/);
  await expect(header(page).getByRole("button", { name: "Sair" })).toBeVisible();

  // The translator's part is held back on its way (what a slow server or a loaded phone does to it), so the
  // person signs out before it arrives; it was rendered for the account when the session was still there.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/translate",
    async (route) => {
      if (!route.request().headers()["rsc"]) return route.continue();
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    },
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "Tradutor" }).click();
  await header(page).getByRole("button", { name: "Sair" }).click();
  await expect(header(page).getByRole("link", { name: "Entrar" })).toBeVisible();

  release();
  await expect(page).toHaveURL(/\/translate$/);
  await expectSignedOutTranslator(page);
});

test("keyboard only: sign up and translate; a foreign callbackUrl is ignored", async ({ page }) => {
  const email = newEmail("teclado");
  await page.goto("/login?callbackUrl=https%3A%2F%2Fevil.example%2F");
  await page.getByRole("tab", { name: "Entrar" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Registrar" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crie sua conta");
  await page.keyboard.press("Tab"); // into the tab panel
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("E-mail")).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await new LoginPage(page).landsSignedIn(() => page.keyboard.press("Enter"));

  // /translate streams its panel after its loading state: until that part arrives the field is in the
  // document but hidden, where focus() does nothing and the typing is lost. A person types once it shows.
  await expect(wordInput(page)).toBeVisible();
  await wordInput(page).focus();
  await page.keyboard.type("good morning");
  // As a person would: press Enter once 'Traduzir' is active (the page may still be starting up).
  await expect(translator(page).getByRole("button", { name: "Traduzir", exact: true })).toBeEnabled();
  await page.keyboard.press("Enter");
  await expect(resultBox(page)).toContainText("bom dia");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Contexto (opcional)")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(translator(page).getByRole("button", { name: "Traduzir", exact: true })).toBeFocused();
});

test("pages have pt-BR metadata and no axe violations", async ({ page }) => {
  test.setTimeout(120_000); // seven axe runs over four pages, and a sign-in: over 60 s on CI's loaded cores
  await page.goto("/login");
  await expect(page).toHaveTitle(/Entrar/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/login$/);
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: "Registrar" }).click();
  await page.getByRole("button", { name: "Criar conta" }).click(); // native validation only
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: "Entrar" }).click();
  await page.getByRole("button", { name: "Esqueceu sua senha?" }).click();
  await expectNoAxeViolations(page);

  await page.goto("/redefinir-senha?token=abc");
  await expect(page).toHaveTitle(/Redefinir senha/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("button", { name: "Redefinir senha" }).click();
  await page.getByLabel("Nova senha", { exact: true }).fill("12345678");
  await page.getByLabel("Confirme a nova senha").fill("12345678");
  await page.getByRole("button", { name: "Redefinir senha" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  await expectNoAxeViolations(page);

  // The form's sign-in is the other tests' subject: here, what the signed-in translator page carries.
  await signUpByApi(page, newEmail("axe"), PASSWORD);
  await page.goto("/translate");
  await expect(page).toHaveTitle(/Tradutor/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/translate$/);
  await wordInput(page).fill("thanks");
  await wordInput(page).press("Enter");
  await expect(resultBox(page)).toContainText("obrigado");
  await expectNoAxeViolations(page);
  await header(page).getByRole("button", { name: "Sair" }).click();
  await expectSignedOutTranslator(page);
  await expectNoAxeViolations(page);
});

test("on a fresh clone: the translator says the AI is not configured and recovery mail goes to the outbox", async ({
  page,
}) => {
  const email = newEmail("sem-config");
  await registerByApi(page, email, PASSWORD, bareAppUrl);
  await page.goto(`${bareAppUrl}/login`);
  await new LoginPage(page).signIn(email, PASSWORD);
  await expect(page).toHaveURL(`${bareAppUrl}/translate`);
  // In place of the translator: what it does and an example, never a disabled form.
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Indisponível neste servidor" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Exemplo de resultado" })).toBeVisible();
  await expect(main).not.toContainText(/OPENAI|\.env/);
  await expect(main.locator("form, textarea, :disabled")).toHaveCount(0);

  // The build's SITE_URL is http://localhost:3000 and Next reports every request as http://localhost:<port>: the
  // page, open at 127.0.0.1 (as a phone opens http://192.168.x.y:3000), still posts its own forms.
  await page.goto(`${bareAppUrl}/conta`);
  const notice = main.getByRole("region", { name: "Confirme seu e-mail" });
  await notice.getByRole("button", { name: "Enviar o link de novo" }).click();
  await expect(notice.getByRole("status")).toHaveText(
    `Enviamos um novo link para ${email}. Confira a caixa de entrada e o spam.`,
  );

  const response = await page.request.post(`${bareAppUrl}/api/auth/recover`, { data: { email } });
  expect(await response.json()).toEqual({ ok: true });
  const outbox = path.join(bareAppEnv.DATA_DIR, "outbox");
  await expect
    .poll(() => {
      try {
        return readdirSync(outbox).some((file) => {
          const mail = readFileSync(path.join(outbox, file), "utf8");
          // The recovery e-mail, not the sign-up's confirmation (the body is quoted-printable).
          return mail.includes(`To: ${email}`) && mail.includes("Subject: =?UTF-8?Q?Redefini");
        });
      } catch {
        return false;
      }
    })
    .toBe(true);
});
