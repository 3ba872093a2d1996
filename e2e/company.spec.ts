import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { publicRoutes } from "../lib/content/public-routes";
import { contactCopy } from "../lib/content/contact";
import { afterResultCopy, afterResultLink, type AfterResultTopic } from "../lib/content/after-result";
import { expectNoAxeViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { ConverterScreen } from "./support/converter";
import { phone } from "./support/devices";
import { sidewaysOverflow, widestElements } from "./support/layout";
import { pixelTester } from "./support/pixel-tester";
import { newEmail } from "./support/accounts";
import { fakeOpenAI, mailbox, pixelHost } from "./support/services";
import { newVisitorIp } from "./support/visitors";
import { initials } from "../lib/company/brand";
import { appEnv, appUrl, bareAppUrl, companyEnv, ports, siteUrl } from "./ports";

/**
 * Issue 22: the company behind the site. The configured app is built with every COMPANY_* variable
 * (e2e/ports.ts); the bare app is built and started with none.
 */
const company = {
  legalName: companyEnv.COMPANY_LEGAL_NAME,
  cnpj: "11.222.333/0001-81",
  email: companyEnv.COMPANY_EMAIL,
  phone: "(11) 3333-4444",
  tel: "tel:+551133334444",
  address: "Av. Paulista, 1000, sala 101, São Paulo - SP, CEP 01310-100",
};
const unsetCompany = `${bareAppUrl}/pagina-sem-empresa`;

async function expectNoSidewaysScroll(page: Page) {
  expect(await sidewaysOverflow(page), (await widestElements(page)).join(", ")).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ page }) => {
  await presetConsent(page, "denied");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": newVisitorIp() });
});

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test.describe(`the company, at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("the footer names the company with its legal name, CNPJ, address, e-mail, phone and profiles", async ({
      page,
    }) => {
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByText(companyEnv.COMPANY_NAME, { exact: true })).toBeVisible();
      await expect(footer.getByText(`${company.legalName} · CNPJ ${company.cnpj}`)).toBeVisible();
      await expect(footer.getByText(company.address)).toBeVisible();
      await expect(footer.getByRole("link", { name: company.email })).toHaveAttribute(
        "href",
        `mailto:${company.email}`,
      );
      await expect(footer.getByRole("link", { name: company.phone })).toHaveAttribute("href", company.tel);
      await expect(footer.getByRole("link", { name: /^Instagram/ })).toHaveAttribute(
        "href",
        companyEnv.COMPANY_INSTAGRAM,
      );
      await expect(footer.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute(
        "href",
        companyEnv.COMPANY_LINKEDIN,
      );
      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${company.legalName}.`);
      await expectNoSidewaysScroll(page);
    });

    test("the contact section gives the e-mail, phone, WhatsApp, reply time and the booking link", async ({ page }) => {
      await page.goto("/#contato");
      const contact = page.locator("#contato");
      await expect(contact.getByText(`Respondemos em ${companyEnv.COMPANY_REPLY_TIME}.`)).toBeVisible();
      await expect(contact.getByRole("link", { name: company.email })).toHaveAttribute(
        "href",
        `mailto:${company.email}`,
      );
      await expect(contact.getByRole("link", { name: company.phone })).toHaveAttribute("href", company.tel);
      await expect(contact.getByRole("link", { name: /Chamar no WhatsApp/ })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/5511987654321\?text=/,
      );
      const booking = contact.getByRole("link", { name: /Agendar reunião/ });
      await booking.scrollIntoViewIfNeeded();
      await expect(booking).toBeVisible();
      await expect(booking).toHaveAttribute("href", companyEnv.BOOKING_URL);
      await expect(booking).toHaveAttribute("target", "_blank");
      // The call to action higher up leads to the same booking page.
      await expect(page.getByRole("link", { name: /Agendar reunião/ })).toHaveCount(2);
      for (const link of await page.getByRole("link", { name: /Agendar reunião/ }).all()) {
        await expect(link).toHaveAttribute("href", companyEnv.BOOKING_URL);
      }
      await expectNoSidewaysScroll(page);
    });

    test("/privacidade names the controller and the encarregado with the DPO e-mail", async ({ page }) => {
      await page.goto("/privacidade");
      const section = page.getByRole("region", { name: "Quem cuida dos seus dados" });
      await expect(section).toContainText(
        `O controlador dos dados pessoais tratados neste site é ${company.legalName}, inscrita no CNPJ ${company.cnpj}, com sede em ${company.address}.`,
      );
      await expect(section).toContainText("encarregado");
      await expect(section.getByRole("link", { name: companyEnv.COMPANY_DPO_EMAIL })).toHaveAttribute(
        "href",
        `mailto:${companyEnv.COMPANY_DPO_EMAIL}`,
      );
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    test("a build without the company variables shows no CNPJ, no contact details and no empty label", async ({
      page,
    }) => {
      const response = await page.goto(unsetCompany);
      expect(response?.status()).toBe(404);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText("Software House", { exact: true })).toBeVisible();
      await expect(footer.locator("address")).toHaveCount(0);
      await expect(page.locator("body")).not.toContainText("CNPJ");
      await expect(page.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
      await expect(page.locator('a[href*="instagram"], a[href*="linkedin"], a[href*="wa.me"]')).toHaveCount(0);
      const contact = page.locator("#contato");
      await expect(contact).not.toContainText("Respondemos em");
      await expect(contact).not.toContainText("Prefere outro canal?");
      // No booking page configured: no "Agendar reunião" that would only lead back to the form.
      await expect(page.getByRole("link", { name: "Agendar reunião", exact: true })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });
  });
}

test("the Organization JSON-LD carries the legal name, contact, postal address and both profiles", async ({ page }) => {
  await page.goto("/");
  const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)["@graph"];
  expect(graph[0]).toMatchObject({
    "@type": "Organization",
    name: companyEnv.COMPANY_NAME,
    legalName: company.legalName,
    email: company.email,
    telephone: "+551133334444",
    address: {
      "@type": "PostalAddress",
      streetAddress: "Av. Paulista, 1000, sala 101",
      addressLocality: "São Paulo",
      addressRegion: "SP",
      postalCode: "01310-100",
      addressCountry: "BR",
    },
    sameAs: [companyEnv.COMPANY_INSTAGRAM, companyEnv.COMPANY_LINKEDIN],
  });
});

test("started with another company than its build's, the server names the build's on every page, /conta and in e-mails", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const name = companyEnv.COMPANY_NAME;
  const other = {
    COMPANY_NAME: "Oficina Digital",
    COMPANY_EMAIL: "oi@oficina.example.com",
    WHATSAPP_NUMBER: "5521912345678",
    SITE_URL: "http://oficina.example.com",
  };
  const base = `http://127.0.0.1:${ports.restarted}`;
  const server = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      ...appEnv,
      ...other,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "site-e2e-restarted-")),
      PORT: String(ports.restarted),
      HOSTNAME: "127.0.0.1",
    },
    stdio: "pipe",
  });
  let output = "";
  for (const stream of [server.stdout, server.stderr]) stream.on("data", (chunk) => (output += String(chunk)));
  try {
    await expect(async () => {
      expect((await page.request.get(`${base}/api/health`, { timeout: 2_000 })).status()).toBe(200);
    }).toPass({ timeout: 90_000 });
    const notice = output.split("\n").filter((line) => line.includes("rode npm run build de novo"));
    expect(notice).toEqual([expect.stringMatching(/COMPANY_NAME, COMPANY_EMAIL, WHATSAPP_NUMBER, SITE_URL/)]);

    const email = newEmail("empresa");
    const registered = await page.request.post(`${base}/api/auth/register`, {
      data: { email, password: "Correta-Cavalo-Bateria-9" },
      headers: { "x-forwarded-for": newVisitorIp() },
    });
    expect(registered.status()).toBe(201);

    const whatsapp = `https://wa.me/${appEnv.WHATSAPP_NUMBER}?text=`;
    for (const route of [...publicRoutes, "/redefinir-senha", "/pagina-que-nao-existe", "/conta"]) {
      await page.goto(`${base}${route}`);
      const header = page.locator("body > header");
      await expect(header.getByRole("link", { name: name }).first(), route).toBeVisible();
      await expect(header, route).toContainText(initials(name));
      await expect(page, route).toHaveTitle(route === "/" ? new RegExp(`^${name}: `) : new RegExp(` \\| ${name}$`));
      const siteName = page.locator('meta[property="og:site_name"]');
      if (await siteName.count()) await expect(siteName, route).toHaveAttribute("content", name);
      await expect(page.locator("body"), route).not.toContainText(other.COMPANY_NAME);
      await expect(page.locator(`a[href*="${other.WHATSAPP_NUMBER}"], a[href*="oficina"]`), route).toHaveCount(0);
      // Every "start a project" opens WhatsApp with the build's number, the 404 as much as the home page.
      const start = page.getByRole("link", { name: "Iniciar projeto", exact: true });
      if (route === "/" || route === "/pagina-que-nao-existe") {
        await expect(start, route).toHaveAttribute("href", new RegExp(`^${whatsapp.replace(/[?.]/g, "\\$&")}`));
      }
    }
    // Signed in, /conta and its tab name the same company.
    await page.goto(`${base}/login?callbackUrl=%2Fconta`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill("Correta-Cavalo-Bateria-9");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page).toHaveURL(`${base}/conta`);
    await expect(page).toHaveTitle(`Minha conta | ${name}`);
    await expect(page.locator("body")).not.toContainText(other.COMPANY_NAME);

    // The confirmation e-mail, sent by a dynamic route, too.
    let mail: Awaited<ReturnType<typeof mailbox.messages>>[number] | undefined;
    await expect
      .poll(async () => (mail = (await mailbox.messages()).find((message) => message.to.includes(email))))
      .toBeTruthy();
    expect(mail!.text).toContain(`Uma conta foi criada em ${name} com este e-mail.`);
    expect(mail!.raw).toMatch(new RegExp(`^Subject: Confirme seu e-mail - ${name}`, "m"));
    expect(mail!.raw).toMatch(new RegExp(`^From: ${name} <`, "m"));
    expect(mail!.text).toContain(`${appUrl}/confirmar-email?token=`); // the build's SITE_URL
  } finally {
    server.kill("SIGTERM");
  }
});

test.describe("error answers in pt-BR", () => {
  test("an unknown path says 'Página não encontrada' in the title and the heading, with links back", async ({
    page,
  }) => {
    const response = await page.goto("/pagina-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Página não encontrada/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    const notice = page.getByRole("region", { name: "Página não encontrada" });
    await expect(notice.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
    await expect(notice.getByRole("link", { name: "Fale conosco" })).toHaveAttribute("href", "/#contato");
    await expectNoAxeViolations(page);
  });

  test("a page asked for with POST or PUT answers 405 in pt-BR with the page's security headers", async ({
    page,
    request,
  }) => {
    const html = { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
    for (const [method, path] of [
      ["POST", "/login"],
      ["PUT", "/"],
      ["DELETE", "/privacidade"],
    ] as const) {
      const response = await request.fetch(path, { method, headers: html, data: "a=1", failOnStatusCode: false });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()["allow"]).toBe("GET, HEAD");
      expect(response.headers()["content-type"]).toContain("text/html");
      expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      const body = await response.text();
      expect(body).toMatch(/<h1[^>]*>Método não permitido<\/h1>/);
      expect(body).toMatch(/<title>Método não permitido/);
      expect(body).not.toMatch(/Method Not Allowed|Unexpected Application Error/);
    }
    const api = await request.fetch("/", { method: "PUT", headers: { Accept: "application/json" } });
    expect(api.status()).toBe(405);
    expect(await api.json()).toEqual({ error: { code: "method_not_allowed", message: "Método não permitido." } });
    // The build's own files too (Next answered a POST to one with a bare 500).
    const chunk = (await (await request.get("/")).text()).match(/\/_next\/static\/chunks\/[\w.-]+\.js/)?.[0];
    const file = await request.fetch(chunk ?? "/_next/static/chunks/none.js", {
      method: "POST",
      headers: { Accept: "application/json", "Accept-Encoding": "br" },
    });
    expect(file.status(), `POST ${chunk}`).toBe(405);
    expect(file.headers()["allow"]).toBe("GET, HEAD");
    expect(await file.json()).toEqual({ error: { code: "method_not_allowed", message: "Método não permitido." } });

    // What a browser shows for a form sent to a page.
    await page.goto("/privacidade");
    await page.evaluate(() => {
      const form = Object.assign(document.createElement("form"), { method: "post", action: "/login" });
      document.body.append(form);
      form.submit();
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Método não permitido");
    await expect(page.getByRole("link", { name: "Voltar ao início" })).toBeVisible();
  });

  test("a malformed address shows a pt-BR page, never 'Unexpected Application Error!'", async ({ page }) => {
    const response = await page.goto("/%E0%A4%A");
    expect(response?.status()).toBe(400);
    await expect(page).toHaveTitle(/^Endereço inválido/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Endereço inválido");
    await expect(page.locator("body")).not.toContainText(/Unexpected Application Error|Bad Request/);
    await expect(page.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
  });
});

/** The link after a result: visible, in the main content (not header, footer or a menu), to the form's topic. */
async function expectContactAfterResult(page: Page, topic: AfterResultTopic, scope = page.getByRole("main")) {
  const line = scope.getByText(afterResultCopy[topic]);
  await expect(line).toBeVisible();
  const link = scope.getByRole("link", { name: afterResultLink });
  await expect(link).toHaveAttribute("href", `/?assunto=${topic}#contato`);
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport();
  expect(await link.evaluate((el) => Boolean(el.closest("header, footer, nav, [role=menu]")))).toBe(false);
  return link;
}

async function expectTopicPreselected(page: Page, topic: AfterResultTopic) {
  await expect(page).toHaveURL(`${appUrl}/?assunto=${topic}#contato`);
  await expect(page.locator("#contato").getByLabel("Assunto")).toHaveValue(topic);
  await expect(page.locator("#contato").getByLabel("Nome", { exact: true })).toBeFocused();
}

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test.describe(`a way to us after each result, at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("a pixel fired on /disparador points to the form, on the tracking topic", async ({ page }) => {
      await pixelHost.reset();
      await page.goto("/disparador");
      const t = pixelTester(page);
      await expect(page.getByText(afterResultCopy.rastreamento)).toHaveCount(0);
      await t.fill({
        "Pixel ID": `CCONTACT${width}`.padEnd(20, "0"),
        "E-mail": "cliente@exemplo.com",
        Telefone: "(11) 98765-4321",
        "Content ID": "SKU-1",
        Valor: "10",
      });
      await t.fire();
      await expect(t.success).toBeVisible();
      const link = await expectContactAfterResult(page, "rastreamento");
      await expectNoAxeViolations(page);
      await link.click();
      await expectTopicPreselected(page, "rastreamento");
    });

    test("a page converted on /elementor points to the form, on the site topic", async ({ page }) => {
      const screen = new ConverterScreen(page);
      await screen.open();
      await screen.download(`${siteUrl}/elementor/`);
      await expect(screen.report).toBeVisible();
      await expectContactAfterResult(page, "site");
    });

    test("a recipe opened on /fitnessrecipes points to the form, on the app topic", async ({ page }) => {
      await page.goto("/fitnessrecipes");
      await page
        .getByRole("region", { name: "Receitas" })
        .getByRole("link", { name: /^Ver Receita / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/fitnessrecipes\/[a-z-]+$/);
      const link = await expectContactAfterResult(page, "app");
      await link.click();
      await expectTopicPreselected(page, "app");
    });

    test("a description generated by the AI points to the form, on the AI topic, once it is complete", async ({
      page,
    }) => {
      await fakeOpenAI.reset();
      await fakeOpenAI.queue("chat", { kind: "ok", delayMs: 1500 });
      await page.goto("/description-ecom");
      await page.getByLabel("Nome do produto").fill("Caneca térmica");
      await page.getByLabel("Características principais").fill("inox, 500 ml");
      await page.getByLabel("Público-alvo").fill("quem trabalha em casa");
      await page.getByLabel("Faixa de preço").fill("R$ 89");
      await page.getByRole("button", { name: "Gerar descrição" }).click();
      await expect(page.getByRole("button", { name: "Gerando..." })).toBeVisible();
      expect(await page.getByText(afterResultCopy.ia).count()).toBe(0); // not while the versions are on their way
      await expect(page.getByRole("tab", { name: "Versão 1" })).toBeVisible();
      const link = await expectContactAfterResult(page, "ia");
      await expectNoAxeViolations(page);
      await link.click();
      await expectTopicPreselected(page, "ia");
    });
  });
}

test.describe("the contact form's confirmation on a phone", () => {
  test.use({ ...phone });

  for (const where of ["top", "bottom"] as const) {
    test(`appears in view, below the sticky header, when the send button was at the ${where} of the screen`, async ({
      page,
    }) => {
      await mailbox.reset();
      await page.goto("/#contato");
      const form = page.getByRole("region", { name: "Fale conosco" });
      await form.getByLabel("Nome", { exact: true }).fill("Paula Teste");
      await form.getByLabel("E-mail ou WhatsApp", { exact: true }).fill("paula@exemplo.com.br");
      await form.getByLabel("Mensagem", { exact: true }).fill("Quero um orçamento para uma loja virtual.");
      const send = form.getByRole("button", { name: "Enviar mensagem" });
      // Put the button just below the header, or at the very bottom of the screen.
      await send.evaluate((button, at) => {
        const header = document.querySelector("body > header")!.getBoundingClientRect().bottom;
        const box = button.getBoundingClientRect();
        const target = at === "top" ? header + 8 : window.innerHeight - box.height - 8;
        window.scrollBy({ top: box.top - target, behavior: "instant" });
      }, where);
      await send.tap();
      const status = form.getByRole("status");
      await expect(status).toContainText(contactCopy.sent);
      await expect(status).toBeFocused();
      await expect
        .poll(() =>
          status.evaluate((el) => {
            const header = document.querySelector("body > header")!.getBoundingClientRect().bottom;
            const box = el.getBoundingClientRect();
            return box.top >= header && box.bottom <= window.innerHeight;
          }),
        )
        .toBe(true);
    });
  }
});
