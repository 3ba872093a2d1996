import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { contactCopy, ctaIntents, leadRetentionMonths, planIntent } from "../lib/content/contact";
import { plans } from "../lib/content/landing";
import { rateLimits } from "../lib/http/limits";
import { contactFormLink } from "../lib/landing/whatsapp";
import { contactMessages } from "../lib/validation/contact";
import { expectNoAxeViolations } from "./support/axe";
import { newVisitorIp } from "./support/visitors";
import { presetConsent } from "./support/consent";
import { phone } from "./support/devices";
import { mailbox } from "./support/services";
import { bareAppEnv, bareAppUrl, companyEnv } from "./ports";

let visitorIp = "";
/** Each test writes from its own client address, so the per-address limit never leaks between tests. */
async function freshVisitor(page: Page) {
  visitorIp = newVisitorIp();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitorIp });
}

const form = (page: Page) => page.getByRole("region", { name: "Fale conosco" });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

async function fill(page: Page, values: { name: string; contact: string; message: string }) {
  await field(page, "Nome").fill(values.name);
  await field(page, "E-mail ou WhatsApp").fill(values.contact);
  await field(page, "Mensagem").fill(values.message);
}

const newLead = () => ({
  name: `Carla ${randomUUID().slice(0, 8)}`,
  contact: "carla@exemplo.com.br",
  message: "Preciso de uma loja virtual para a minha confeitaria.",
});

test.beforeEach(async ({ page }) => {
  await presetConsent(page, "denied");
  await freshVisitor(page);
});

test.describe("contact form (site with SMTP and WhatsApp)", () => {
  test("the form's script comes when the form is near or used, and what was typed and sent before it is sent", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const name = field(page, "Nome");
    // React marks each element it hydrated with its props: far below the first screen, the form is still HTML.
    const hydrated = () =>
      name.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")));
    expect(await hydrated()).toBe(false);
    // Typed and sent before its script came (a slow phone), without the form coming on screen: the browser would
    // send it to the page's own address with the fields in the URL; it is held until the script has come.
    const lead = newLead();
    for (const [label, value] of [
      ["Nome", lead.name],
      ["E-mail ou WhatsApp", lead.contact],
      ["Mensagem", lead.message],
    ])
      await field(page, label).evaluate((element, typed) => ((element as HTMLInputElement).value = typed), value);
    const sent = page.waitForRequest(
      (request) => request.url().endsWith("/api/contact") && request.method() === "POST",
    );
    await name.evaluate((element) => (element as HTMLInputElement).form!.requestSubmit());
    expect((await sent).postDataJSON()).toMatchObject(lead);
    await expect(form(page).getByRole("status")).toContainText(contactCopy.sent);
    expect(new URL(page.url()).search).toBe("");
  });

  test("a bot that fills the hidden field before the form's script came is still caught by it", async ({ page }) => {
    await page.goto("/");
    const lead = newLead();
    for (const [name, value] of [
      ["name", lead.name],
      ["contact", lead.contact],
      ["message", lead.message],
      ["website", "https://spam.example"],
    ])
      await form(page)
        .locator(`[name="${name}"]`)
        .evaluate((element, typed) => ((element as HTMLInputElement).value = typed), value);
    const sent = page.waitForRequest(
      (request) => request.url().endsWith("/api/contact") && request.method() === "POST",
    );
    await form(page)
      .locator("form")
      .evaluate((element) => (element as HTMLFormElement).requestSubmit());
    // The server answers it as a lead and drops it (the honeypot), so the bot learns nothing.
    expect((await sent).postDataJSON()).toMatchObject({ ...lead, website: "https://spam.example" });
  });

  test("a lead typed with the keyboard reaches the company's inbox and the visitor gets a confirmation", async ({
    page,
  }) => {
    await mailbox.reset();
    await page.goto("/#contato");
    const lead = newLead();
    await field(page, "Nome").focus();
    await page.keyboard.type(lead.name);
    await page.keyboard.press("Tab");
    await page.keyboard.type(lead.contact);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab"); // topic: keeps "Orçamento de um projeto"
    await page.keyboard.press("Tab");
    await page.keyboard.type(lead.message);
    await page.keyboard.press("Tab");
    const send = form(page).getByRole("button", { name: "Enviar mensagem" });
    await expect(send).toBeFocused();
    await page.keyboard.press("Enter");

    const done = form(page).getByRole("status");
    await expect(done).toContainText(contactCopy.sent);
    await expect(done).toBeFocused();
    await expectNoAxeViolations(page);

    await expect
      .poll(async () => (await mailbox.messages()).find((mail) => mail.text.includes(lead.name)))
      .toBeTruthy();
    const mail = (await mailbox.messages()).find((message) => message.text.includes(lead.name))!;
    // No CONTACT_EMAIL on the configured app: leads go to COMPANY_EMAIL.
    expect(mail.to).toEqual([companyEnv.COMPANY_EMAIL]);
    for (const part of [lead.contact, lead.message, "Orçamento de um projeto", "Nenhum plano escolhido"])
      expect(mail.text).toContain(part);

    await done.getByRole("button", { name: "Enviar outra mensagem" }).click();
    await expect(field(page, "Nome")).toHaveValue("");
  });

  test("bad input gets a pt-BR message beside each field, focus on the first, and keeps what was typed", async ({
    page,
  }) => {
    await page.goto("/#contato");
    await form(page).getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form(page).getByText(contactMessages.name)).toBeVisible();
    await expect(form(page).getByText(contactMessages.contact)).toBeVisible();
    await expect(form(page).getByText(contactMessages.message)).toBeVisible();
    await expect(field(page, "Nome")).toBeFocused();
    await expect(field(page, "Nome")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Nome")).toHaveAccessibleDescription(contactMessages.name);
    await expectNoAxeViolations(page);

    await fill(page, { name: "Carla", contact: "carla@", message: "Oi" });
    await expect(form(page).getByText(contactMessages.name)).toBeHidden(); // cleared as the field is fixed
    await form(page).getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form(page).getByText(contactMessages.contactInvalid)).toBeVisible();
    await expect(field(page, "E-mail ou WhatsApp")).toBeFocused();
    await expect(field(page, "Mensagem")).toHaveValue("Oi");
  });

  test("the API answers bad input with 4xx and a pt-BR message", async ({ page }) => {
    const api = (data: unknown, headers: Record<string, string> = {}) =>
      page.request.post("/api/contact", { data, headers });
    const invalid = await api({ name: "Ana", contact: "ana@", message: "Oi" });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toEqual({ error: { code: "invalid_input", message: contactMessages.contactInvalid } });
    const text = await api("nome=Ana", { "content-type": "text/plain" });
    expect(text.status()).toBe(415);
    const big = await api({ name: "Ana", contact: "ana@exemplo.com", message: "a".repeat(20_000) });
    expect(big.status()).toBe(413);
    expect((await big.json()).error.message).toBe("O conteúdo enviado é grande demais.");
  });

  test("over the limit, the visitor is told to wait and the message stays in the form", async ({ page }) => {
    for (let i = 0; i < rateLimits.contact.points; i++) {
      const response = await page.request.post("/api/contact", {
        data: newLead(),
        headers: { "x-forwarded-for": visitorIp },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto("/#contato");
    const lead = newLead();
    await fill(page, lead);
    await form(page).getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form(page).getByRole("alert")).toHaveText(rateLimits.contact.message);
    await expect(field(page, "Mensagem")).toHaveValue(lead.message);
  });

  test("without a connection nothing typed is lost", async ({ page, context }) => {
    await page.goto("/#contato");
    const lead = newLead();
    await fill(page, lead);
    await field(page, "Nome").focus(); // loads the form's checks while still online
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    await form(page).getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form(page).getByRole("alert")).toHaveText(contactCopy.offline);
    await context.setOffline(false);
    await expect(field(page, "Nome")).toHaveValue(lead.name);
    await expect(field(page, "Mensagem")).toHaveValue(lead.message);
  });

  test("a connection lost before the form's checks came says so, and nothing typed is lost", async ({ page }) => {
    await page.goto("/#contato");
    await expect(form(page).getByRole("button", { name: "Enviar mensagem" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The form's own chunk is in; every chunk asked for from now on fails, as it would offline.
    await page.route("**/_next/static/chunks/**", (route) => route.abort("internetdisconnected"));
    const lead = newLead();
    await fill(page, lead);
    await form(page).getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form(page).getByRole("alert")).toHaveText(contactCopy.offline);
    await expect(field(page, "Mensagem")).toHaveValue(lead.message);
  });

  test("with WhatsApp configured the form also offers the chat", async ({ page }) => {
    await page.goto("/#contato");
    await expect(form(page).getByRole("link", { name: /Chamar no WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/5511987654321\?text=/,
    );
  });
});

/** The bare app is built and started without WHATSAPP_NUMBER; an unknown path renders the landing page. */
const withoutWhatsapp = `${bareAppUrl}/pagina-sem-whatsapp`;

test.describe("calls to action on a fresh clone (no WHATSAPP_NUMBER, no SMTP)", () => {
  test("every call to action leads to the form, never to a WhatsApp contact picker", async ({ page }) => {
    await page.goto(withoutWhatsapp);
    expect(await page.locator('a[href*="wa.me"]').count()).toBe(0);
    const expectations: [string, string][] = [
      ["Iniciar projeto", contactFormLink(ctaIntents.startProject)],
      ["Começar projeto agora", contactFormLink(ctaIntents.startNow)],
      ...plans.map((plan): [string, string] => [`Selecionar plano ${plan.title}`, contactFormLink(planIntent(plan))]),
    ];
    // Nothing promises what the site does not have: no calendar without BOOKING_URL, no more projects.
    for (const name of ["Agendar reunião", "Ver mais projetos"]) await expect(page.getByText(name)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ver demonstração" })).toHaveAttribute("href", "#portfolio");
    for (const [name, href] of expectations) {
      const link = page.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).not.toHaveAttribute("target", "_blank");
      expect(await link.locator("svg").count(), name).toBeLessThanOrEqual(1);
    }
  });

  test("a plan's button preselects the plan, and the lead lands in the outbox", async ({ page }) => {
    await page.goto(withoutWhatsapp);
    await page.getByRole("link", { name: "Selecionar plano Completo" }).click();
    await expect(page).toHaveURL(`${bareAppUrl}/?assunto=projeto&plano=completo#contato`);
    await expect(field(page, "Plano de interesse")).toHaveValue("completo");
    await expect(field(page, "Assunto")).toHaveValue("projeto");
    await expect(field(page, "Nome")).toBeFocused();
    await expect(field(page, "Nome")).toBeInViewport();

    const lead = newLead();
    await fill(page, lead);
    await form(page).getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form(page).getByRole("status")).toContainText(contactCopy.sent);

    const outbox = path.join(bareAppEnv.DATA_DIR, "outbox");
    const find = () => {
      try {
        return readdirSync(outbox)
          .map((file) => readFileSync(path.join(outbox, file), "utf8"))
          .find((text) => text.includes(lead.name.split(" ")[1]));
      } catch {
        return undefined;
      }
    };
    await expect.poll(find).toBeTruthy();
    expect(find()).toMatch(/^To: contato@localhost/m);
    expect(find()).toContain("Completo (R$ 4.499)");
  });
});

test.describe("contact form on a phone", () => {
  test.use(phone);

  test("fits the screen and confirms the lead", async ({ page }) => {
    await page.goto("/#contato");
    const lead = newLead();
    await fill(page, lead);
    const send = form(page).getByRole("button", { name: "Enviar mensagem" });
    await send.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await send.click();
    await expect(form(page).getByRole("status")).toContainText(contactCopy.sent);
    await expectNoAxeViolations(page);
  });
});

test("the privacy page says what a lead stores and for how long", async ({ page }) => {
  await page.goto("/privacidade");
  const section = page.getByRole("heading", { name: "Mensagens de contato" }).locator("xpath=..");
  await expect(section).toContainText(
    "o seu nome, o e-mail ou WhatsApp que você informou, o assunto, o plano escolhido, a mensagem",
  );
  await expect(section).toContainText(
    `${leadRetentionMonths} meses a partir do envio; depois disso a mensagem é apagada`,
  );
});
