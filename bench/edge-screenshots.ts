/**
 * Screenshots of issue 45's edges (part 5), for the before/after pairs in docs/screenshots/issue-45: each edge
 * at the width the issue saw it, as a small JPEG of the part of the page that shows it, plus `<prefix>-facts.md`
 * with what a screenshot cannot hold (each page's sideways overflow at 320 px, the option texts of the selects).
 *
 * Usage: E2E_PORT_OFFSET=N npx tsx bench/edge-screenshots.ts SITE_URL BARE_SITE_URL FOLDER PREFIX
 * SITE_URL is a site built and started as the e2e suite's configured app (appEnv of e2e/ports.ts: the OpenAI
 * stand-in, SMTP into the mailbox stand-in, ADMIN_EMAILS); BARE_SITE_URL one built and started with no
 * configuration at all. The stand-ins run at E2E_PORT_OFFSET's ports (`npx tsx test-support/fakes/start.ts`):
 * the admin's confirmation link is read from the mailbox stand-in. For this checkout:
 *   E2E_PORT_OFFSET=40 npx tsx e2e/build-site.ts, then start the fakes and `node server.mjs` with appEnv and
 *   bareAppEnv as playwright.config.ts does, then
 *   E2E_PORT_OFFSET=40 npx tsx bench/edge-screenshots.ts http://127.0.0.1:3140 http://127.0.0.1:3240 \
 *     docs/screenshots/issue-45 after
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type Locator, type Page } from "@playwright/test";
import { publicRoutes } from "../lib/content/public-routes";
import { LoginPage, newEmail, signInAsAdmin } from "../e2e/support/accounts";
import { consentStorageKey } from "../lib/consent/consent-store";
import { sidewaysOverflow } from "../e2e/support/layout";
import { newVisitorIp } from "../e2e/support/visitors";

const [site, bare, folder, prefix] = process.argv.slice(2);
if (!site || !bare || !folder || !prefix) {
  console.error("Usage: npx tsx bench/edge-screenshots.ts SITE_URL BARE_SITE_URL FOLDER PREFIX");
  process.exit(2);
}

/** 65 characters as typed (the "67" counted the UTF-8 bytes of "º" and "à"). */
const TYPED = "Pedido nº 3: R$ 1.299,90 em 23/11/2026 às 14h30, 50% de desconto.";
const DIGITS = "4".repeat(150);

const facts: string[] = [`# ${prefix}: what the screenshots cannot show`, ""];

async function open(browser: Browser, width: number, height = 844) {
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL: site, // the e2e helpers open paths of the site, as under Playwright's baseURL
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    deviceScaleFactor: 1,
    // Each visit is its own visitor, so no per-address limit of one shot reaches the next.
    extraHTTPHeaders: { "x-forwarded-for": newVisitorIp() },
  });
  // The cookie banner is answered before the page loads: it is not what these shots are about.
  await context.addInitScript((key) => window.localStorage.setItem(key, "denied"), consentStorageKey);
  return context.newPage();
}

/**
 * A JPEG of the part of the page the locators cover (their union, with a margin), in page coordinates and as
 * wide as the page: a page wider than the screen shows what sticks out.
 */
async function shoot(page: Page, name: string, parts: Locator[], margin = 12) {
  await page.evaluate(() => document.fonts.ready);
  const boxes = [];
  for (const part of parts) {
    await part.first().scrollIntoViewIfNeeded();
    boxes.push(
      await part.first().evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
      }),
    );
  }
  // Back at the top, so a sticky header is drawn where it belongs and not over the part shown.
  await page.evaluate(() => window.scrollTo(0, 0));
  const size = await page.evaluate(() => ({
    width: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    height: document.documentElement.scrollHeight,
  }));
  const top = Math.max(0, Math.min(...boxes.map((box) => box.top)) - margin);
  const bottom = Math.min(size.height, Math.max(...boxes.map((box) => box.bottom)) + margin);
  const file = path.join(folder, `${prefix}-${name}.jpg`);
  await page.screenshot({
    path: file,
    type: "jpeg",
    quality: 60,
    fullPage: true,
    clip: { x: 0, y: top, width: size.width, height: bottom - top },
  });
  console.log(`${file} (${size.width} px wide)`);
}

/**
 * A native select's list is drawn outside the page, so no screenshot holds it: the select is turned into a list
 * box showing all its options (the same option texts, drawn in the page), and the texts are returned.
 */
async function listAllOptions(select: Locator): Promise<string[]> {
  await select.evaluate((element: HTMLSelectElement) => {
    element.size = element.options.length;
    element.style.height = "auto";
    element.style.backgroundImage = "none";
  });
  return select.locator("option").allTextContents();
}

/** The footer on every public page at 320 px, configured and bare: how far each scrolls sideways. */
async function footers(browser: Browser) {
  const page = await open(browser, 320, 640);
  facts.push("## Sideways overflow at 320 px (px the page is wider than the screen)", "");
  facts.push("| route | configured | bare |", "|---|---|---|");
  for (const route of [...publicRoutes, "/pagina-que-nao-existe"]) {
    const overflow = [];
    for (const base of [site, bare]) {
      await page.goto(`${base}${route}`);
      overflow.push(await sidewaysOverflow(page));
    }
    facts.push(`| ${route} | ${overflow.join(" | ")} |`);
  }
  facts.push("");
  await page.goto(`${bare}/`);
  await shoot(page, "footer-bare-320", [page.locator("footer")], 0);
  await page.context().close();
}

async function ecommerceHeading(browser: Browser) {
  const page = await open(browser, 390);
  await page.goto(`${site}/description-ecom`);
  await shoot(page, "ecommerce-heading-390", [page.getByRole("heading", { level: 1 })]);
  await page.context().close();
}

async function voiceSelect(browser: Browser) {
  const page = await open(browser, 390);
  await page.goto(`${site}/geniusvoice`);
  const voice = page.getByLabel("Voz", { exact: true });
  const options = await listAllOptions(voice);
  const tile = page.getByText("Português do Brasil", { exact: false }).last().locator("..");
  facts.push("## Genius Voice: the voice select's options", "", ...options.map((option) => `- ${option}`), "");
  facts.push(`Tile beside it: "${(await tile.innerText()).replace(/\s+/g, " ")}"`, "");
  await shoot(page, "voice-select-390", [voice]);
  await page.context().close();
}

async function afterSignUp(browser: Browser) {
  const page = await open(browser, 390);
  await page.goto(`${site}/login`);
  const email = newEmail("screenshot");
  await new LoginPage(page).register(email, "frase-longa-de-cadastro-45", (url) => url.pathname !== "/login");
  await page.waitForLoadState("networkidle");
  facts.push(`## After sign-up (from /login with no callbackUrl)`, "", `Landed on ${new URL(page.url()).pathname}`, "");
  // The first screen: what the person sees on landing.
  await page.screenshot({ path: path.join(folder, `${prefix}-after-sign-up-390.jpg`), type: "jpeg", quality: 60 });
  await page.context().close();
}

async function loginFrom(browser: Browser, from: "/conta" | "/painel") {
  const page = await open(browser, 390);
  await page.goto(`${site}${from}`);
  await page.waitForURL(/\/login/);
  const main = page.getByRole("main");
  await shoot(page, `login-from-${from.slice(1)}-390`, [
    main.getByRole("heading", { level: 1 }),
    main.getByLabel("E-mail"),
  ]);
  facts.push(`## /login reached from ${from}`, "", `Address: ${page.url().replace(site, "")}`, "");
  await page.context().close();
}

async function bareTranslatorNotice(browser: Browser) {
  const page = await open(browser, 390);
  await page.goto(`${bare}/translate`);
  const notice = page.getByRole("main").getByRole("status").filter({ hasText: "tradutor" });
  facts.push(
    "## Bare build: the translator's notice",
    "",
    `> ${(await notice.first().innerText()).replace(/\s+/g, " ")}`,
    "",
  );
  await shoot(page, "translator-notice-bare-390", [notice]);
  await page.context().close();
}

async function panelOrigins(browser: Browser) {
  const page = await open(browser, 1440, 900);
  await signInAsAdmin(page);
  await page.goto(`${site}/painel`);
  const select = page.getByRole("main").getByLabel("Origem", { exact: true });
  const options = await listAllOptions(select);
  facts.push("## /painel: the Origem filter's options", "", ...options.map((option) => `- ${option}`), "");
  await shoot(page, "painel-origem-1440", [page.getByRole("search", { name: "Filtrar leads" })]);
  await page.context().close();
}

async function voiceLimit(browser: Browser, name: string, text: string) {
  const page = await open(browser, 390, 1200);
  await page.goto(`${site}/geniusvoice`);
  await page.getByLabel("Texto").fill(text);
  await page.getByRole("button", { name: "Gerar Áudio" }).click();
  const main = page.getByRole("main");
  // Refused, or read to the end (the MP3 is offered once the whole audio is in).
  await main
    .getByRole("alert")
    .or(main.getByRole("link", { name: "Baixar MP3" }))
    .first()
    .waitFor({ timeout: 30_000 });
  const alert = (await main.getByRole("alert").count()) ? await main.getByRole("alert").first().innerText() : "";
  facts.push(`## Genius Voice with ${text.length} typed characters`, "", "```", text, "```", "");
  facts.push(alert ? `Refused: "${alert.replace(/\s+/g, " ").trim()}"` : "Accepted: the audio player appeared.", "");
  const form = main.locator("form").first();
  const download = main.getByRole("link", { name: "Baixar MP3" });
  await shoot(page, name, (await download.count()) ? [form, download] : [form]);
  await page.context().close();
}

async function main() {
  await mkdir(folder, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  try {
    await footers(browser);
    await ecommerceHeading(browser);
    await voiceSelect(browser);
    await afterSignUp(browser);
    await loginFrom(browser, "/conta");
    await loginFrom(browser, "/painel");
    await bareTranslatorNotice(browser);
    await panelOrigins(browser);
    await voiceLimit(browser, "voice-order-390", TYPED);
    await voiceLimit(browser, "voice-150-digits-390", DIGITS);
  } finally {
    await browser.close();
  }
  await writeFile(path.join(folder, `${prefix}-facts.md`), `${facts.join("\n")}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
