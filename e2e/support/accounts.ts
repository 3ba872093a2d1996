/** Page object for the login screen and small helpers shared by the account specs. */
import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { mailbox } from "./services";
import { newVisitorIp } from "./visitors";

/** The site owner of the e2e builds: in ADMIN_EMAILS of e2e/ports.ts. */
export const ADMIN = "dono-e2e@exemplo.com";
export const ADMIN_PASSWORD = "painel-do-dono-e2e";

export const newEmail = (prefix = "e2e") => `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com`;

/** Where a sign-in or sign-up lands: what Playwright's toHaveURL takes. */
type Landing = string | RegExp | ((url: URL) => boolean);

export class LoginPage {
  constructor(private readonly page: Page) {}

  heading = () => this.page.getByRole("heading", { level: 1 });
  email = () => this.page.getByLabel("E-mail");
  password = () => this.page.getByLabel("Senha", { exact: true });
  alert = () => this.page.getByRole("main").getByRole("alert");

  async open(query = "") {
    await this.page.goto(`/login${query}`);
    await expect(this.heading()).toHaveText("Entre na sua conta");
  }

  /**
   * Signs up through the form and waits to land on `path`, signed in: the account's answer, then the sign-in's,
   * then the page (a sign-up hashes the password twice before the page loads; on CI's loaded cores a bound of
   * 7 s on the whole failed while nothing was wrong: the page's own load had begun).
   */
  async register(email: string, password: string, path: Landing) {
    await this.page.getByRole("tab", { name: "Registrar" }).click();
    await expect(this.heading()).toHaveText("Crie sua conta");
    await this.email().fill(email);
    await this.password().fill(password);
    const created = this.page.waitForResponse((response) => response.url().endsWith("/api/auth/register"));
    await this.landsSignedIn(async () => {
      await this.page.getByRole("button", { name: "Criar conta" }).click();
      expect((await created).status()).toBe(201);
    }, path);
  }

  async signIn(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole("button", { name: "Entrar", exact: true }).click();
  }

  /** Signs in through the form and waits to land on `path`, signed in. */
  async signInAndLand(email: string, password: string, path: Landing = /\/translate$/) {
    await this.landsSignedIn(() => this.signIn(email, password), path);
  }

  /**
   * Waits for the sign-in that `submit` sends, then for the page it leaves for. On CI's loaded cores the
   * password check alone took 2,4 s and loading the next page 4-8 s more: a bound on the whole (7 s) failed
   * there while nothing was wrong, so the answer is awaited as such and only the page load has a bound.
   */
  async landsSignedIn(submit: () => Promise<unknown>, path: Landing = /\/translate$/) {
    const answer = this.page.waitForResponse((response) => response.url().includes("/api/auth/callback/credentials"));
    await submit();
    // 401 with the reason when refused (the body is gone once the page leaves, so only the status is read).
    expect((await answer).status()).toBe(200);
    await expect(this.page).toHaveURL(path, { timeout: 20_000 });
  }
}

/** Creates an account through the API (for specs about something else than the sign-up form). */
export async function registerByApi(page: Page, email: string, password: string, baseURL?: string) {
  const response = await page.request.post(`${baseURL ?? ""}/api/auth/register`, {
    data: { email, password },
    headers: { "x-forwarded-for": newVisitorIp() },
  });
  expect(response.status()).toBe(201);
}

/**
 * One Credentials sign-in as next-auth's client makes it (its CSRF token, then the callback), from an address of
 * its own; answers the `error` code the login form would show, or "signed-in". The session and device cookies
 * land in `api`'s jar: a page's `page.request` signs that browser in.
 */
export async function credentialsSignIn(api: APIRequestContext, email: string, password: string) {
  const headers = { "x-forwarded-for": newVisitorIp() };
  const csrf = await api.get("/api/auth/csrf", { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await api.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true" },
    headers,
  });
  const { url } = (await response.json()) as { url: string };
  return new URL(url).searchParams.get("error") ?? "signed-in";
}

/**
 * Creates an account and signs this browser in through the API, without the login form: for specs about what
 * comes after signing in (the form itself is accounts.spec.ts's and login-modes.spec.ts's).
 */
export async function signUpByApi(page: Page, email: string, password: string) {
  await registerByApi(page, email, password);
  expect(await credentialsSignIn(page.request, email, password)).toBe("signed-in");
}

/** The newest confirmation link the test SMTP sink received for this address, as a path of the site. */
export async function confirmationLink(email: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await mailbox.messages()).filter((mail) => mail.to.includes(email) && mail.receivedAt > after);
      const found = mails.map((mail) => /\/confirmar-email\?token=[\w-]+/.exec(mail.text)?.[0]).filter(Boolean);
      link = found.at(-1);
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

/**
 * Confirms the signed-in account's e-mail as its owner does, if it is not yet: /conta's "Enviar o link de novo",
 * then the link from the mailbox, opened in this browser.
 */
export async function confirmEmail(page: Page, email: string) {
  await page.goto("/conta");
  const notice = page.getByRole("main").getByRole("region", { name: "Confirme seu e-mail" });
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Minha conta");
  if (!(await notice.isVisible())) return;
  const asked = Date.now() - 1000;
  await notice.getByRole("button", { name: "Enviar o link de novo" }).click();
  await expect(notice.getByRole("status")).toContainText("Enviamos um novo link");
  await page.goto(await confirmationLink(email, asked));
  await expect(page.getByRole("main")).toContainText("E-mail confirmado!");
}

/**
 * Signs this browser in as the owner with a confirmed address, as /painel asks: registers the account (the
 * same 201 when it exists), signs in through the API and confirms the e-mail if it is not yet.
 */
export async function signInAsAdmin(page: Page) {
  const registered = await page.request.post("/api/auth/register", {
    data: { email: ADMIN, password: ADMIN_PASSWORD },
    headers: { "x-forwarded-for": newVisitorIp() },
  });
  expect(registered.status()).toBe(201);
  expect(await credentialsSignIn(page.request, ADMIN, ADMIN_PASSWORD)).toBe("signed-in");
  await confirmEmail(page, ADMIN);
}
