/**
 * Issue 31 over HTTP, against the production build: a guesser spread over many client addresses gets at most
 * 100 password checks against one account; the owner's browsers (device cookie) still sign in, a new browser
 * gets in through "Esqueceu sua senha?", and the owner gets one e-mail.
 */
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { credentialsSignIn, LoginPage, newEmail, registerByApi } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { mailbox } from "./support/services";
import { newVisitorIp } from "./support/visitors";
import { appUrl } from "./ports";

/**
 * The header's account buttons are drawn once the page has asked for its session (components/layout/account-link);
 * after this spec's bursts of password checks, that request waits behind them on CI's loaded cores (7 s was seen
 * to fall short twice, the page below already greeting the owner by e-mail).
 */
const SESSION_SHOWN_MS = 20_000;

const PASSWORD = "girassol-azul-no-telhado";
const BUDGET = 100;
const tooManyAttempts = "Falha ao fazer login. Muitas tentativas. Aguarde alguns minutos e tente novamente.";

const header = (page: Page) => page.getByRole("banner");

/** A client of the API alone, with the device cookie it was given, if any. */
const newClient = (device?: string) =>
  playwrightRequest.newContext({
    baseURL: appUrl,
    storageState: {
      cookies: device
        ? [
            {
              name: "device",
              value: device,
              domain: "127.0.0.1",
              path: "/",
              expires: -1,
              httpOnly: true,
              secure: false,
              sameSite: "Lax",
            },
          ]
        : [],
      origins: [],
    },
  });

/**
 * Guesses sent at once: the server spends the account's budget atomically before it hashes, so the count of
 * checks is the same as one by one, and the batches still come in order. As it divides the budget, a batch is
 * either all checked or all refused. The hashing (scrypt) is what takes the time, not what is under test.
 */
const BATCH = 10;

/** The distributed guesser: every wrong password from an address of its own, BATCH at a time. */
async function guess(email: string, times: number) {
  // A client per lane: each keeps its own CSRF cookie, used one request after another.
  const lanes = await Promise.all(Array.from({ length: BATCH }, () => newClient()));
  const answers: string[] = [];
  for (let first = 0; first < times; first += BATCH) {
    const batch = lanes
      .slice(0, Math.min(BATCH, times - first))
      .map((api, lane) => credentialsSignIn(api, email, `chute-${first + lane}-errado`));
    answers.push(...(await Promise.all(batch)));
  }
  await Promise.all(lanes.map((api) => api.dispose()));
  return answers;
}

const mailsTo = async (email: string) => (await mailbox.messages()).filter((mail) => mail.to.includes(email));
/** The lockout warnings only: the sign-up's confirmation e-mail goes to the same address. */
const lockoutMailsTo = async (email: string) =>
  (await mailsTo(email)).filter((mail) => mail.text.includes("bloqueamos tentativas de acesso"));

async function openLogin(page: Page) {
  const login = new LoginPage(page);
  await login.open();
  return login;
}

async function signInThroughForm(page: Page, email: string, password: string) {
  const login = await openLogin(page);
  await login.signIn(email, password);
  return login;
}

test("130 wrong passwords from 130 addresses: 100 checked, one e-mail; the owner's browser still signs in, a new one through the recovery e-mail", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const email = newEmail("orcamento");
  const owner = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { "x-forwarded-for": newVisitorIp() },
  });
  const ownersPage = await owner.newPage();
  await registerByApi(ownersPage, email, PASSWORD);

  // The owner signs in once in this browser, then signs out: the device cookie stays, the session goes.
  // Landed on the page it leaves for: the header says "Sair" on /login already.
  await (await openLogin(ownersPage)).signInAndLand(email, PASSWORD);
  await expect(header(ownersPage).getByRole("button", { name: "Sair" })).toBeVisible({ timeout: SESSION_SHOWN_MS });
  const device = (await owner.cookies()).find((cookie) => cookie.name === "device");
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(170 * 24 * 60 * 60 * 1000);
  expect(device!.value).not.toContain(PASSWORD);
  expect(device!.value).not.toContain(email);
  await header(ownersPage).getByRole("button", { name: "Sair" }).click();
  await expect(header(ownersPage).getByRole("link", { name: "Entrar" })).toBeVisible();
  expect((await owner.cookies()).map((cookie) => cookie.name)).toContain("device");
  expect((await owner.cookies()).some((cookie) => cookie.name.includes("session-token"))).toBe(false);

  // Another browser of the owner stays signed in through the attack: /conta tells them what happened.
  const session = await newClient();
  expect(await credentialsSignIn(session, email, PASSWORD)).toBe("signed-in");

  const answers = await guess(email, 130);
  expect(answers.filter((answer) => answer === "CredentialsSignin")).toHaveLength(BUDGET);
  expect(answers.slice(BUDGET)).toEqual(Array(130 - BUDGET).fill("rate_limited"));

  // Refused with the right password: no cookie, a forged one, another account's genuine one.
  const otherEmail = newEmail("outra");
  await registerByApi(ownersPage, otherEmail, PASSWORD);
  const other = await newClient();
  expect(await credentialsSignIn(other, otherEmail, PASSWORD)).toBe("signed-in");
  const otherDevice = (await other.storageState()).cookies.find((cookie) => cookie.name === "device");
  expect(otherDevice).toBeTruthy();
  await other.dispose();
  for (const cookie of [undefined, `${device!.value.slice(0, -4)}AAAA`, otherDevice!.value]) {
    const client = await newClient(cookie);
    expect(await credentialsSignIn(client, email, PASSWORD), cookie).toBe("rate_limited");
    await client.dispose();
  }

  // A new phone of the owner sees why, in pt-BR.
  const phone = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "x-forwarded-for": newVisitorIp() },
  });
  const phonePage = await phone.newPage();
  const phoneLogin = await signInThroughForm(phonePage, email, PASSWORD);
  await expect(phoneLogin.alert()).toHaveText(tooManyAttempts);
  await expect(phoneLogin.email()).toHaveValue(email);
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(phonePage);

  await expect.poll(async () => (await lockoutMailsTo(email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await lockoutMailsTo(email);
  expect(mail.text).toContain("bloqueamos tentativas de acesso à sua conta");
  expect(mail.text).toContain(`${BUDGET} tentativas`);
  expect(mail.text).toContain(`${appUrl}/login?modo=recuperar`);

  const signedIn = await browser.newContext({ baseURL: appUrl, storageState: await session.storageState() });
  const accountPage = await signedIn.newPage();
  await accountPage.goto("/conta");
  await expect(accountPage.getByText("Bloqueamos tentativas de acesso à sua conta")).toBeVisible();
  await signedIn.close();
  await session.dispose();

  // The owner's own browser is not locked out.
  // Landed on the page it leaves for: the header says "Sair" on /login already.
  await (await openLogin(ownersPage)).signInAndLand(email, PASSWORD);
  await expect(header(ownersPage).getByRole("button", { name: "Sair" })).toBeVisible({ timeout: SESSION_SHOWN_MS });
  await owner.close();
  expect(await lockoutMailsTo(email)).toHaveLength(1);

  // The new phone, still locked out, gets in through "Esqueceu sua senha?" and the recovery e-mail.
  await phonePage.getByRole("button", { name: "Esqueceu sua senha?" }).click();
  await phoneLogin.email().fill(email);
  await phonePage.getByRole("button", { name: "Enviar e-mail de recuperação" }).click();
  await expect(phonePage.getByRole("status").filter({ hasText: "E-mail de recuperação enviado!" })).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(email);
      link = mails.map((mail) => /(http:\/\/\S+\/redefinir-senha\?token=[\w-]+)/.exec(mail.text)?.[1]).find(Boolean);
      return link;
    })
    .toBeTruthy();
  await phonePage.goto(link!);
  await phonePage.getByLabel("Nova senha", { exact: true }).fill("nova-senha-do-dono-31");
  await phonePage.getByLabel("Confirme a nova senha").fill("nova-senha-do-dono-31");
  await phonePage.getByRole("button", { name: "Redefinir senha" }).click();
  await expect(phonePage.getByRole("status").filter({ hasText: "Senha redefinida!" })).toBeVisible();
  await phonePage.getByRole("link", { name: "Ir para Login" }).click();
  // On the page the sign-in leaves for: the header says "Sair" on /login already, before that page loads.
  await phoneLogin.signInAndLand(email, "nova-senha-do-dono-31");
  await expect(header(phonePage).getByRole("button", { name: "Sair" })).toBeVisible({ timeout: SESSION_SHOWN_MS });
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
});
