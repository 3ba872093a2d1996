/** Page object for the login screen and small helpers shared by the account specs. */
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { newVisitorIp } from "./visitors";

export const newEmail = (prefix = "e2e") => `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com`;

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

  async register(email: string, password: string) {
    await this.page.getByRole("tab", { name: "Registrar" }).click();
    await expect(this.heading()).toHaveText("Crie sua conta");
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole("button", { name: "Criar conta" }).click();
  }

  async signIn(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole("button", { name: "Entrar", exact: true }).click();
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
