import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { consentStorageKey } from "../lib/consent/consent-store";
import { expectNoAxeViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { newVisitorIp } from "./support/visitors";

// A person's browser: a headless one's "HeadlessChrome" is counted as a bot (lib/analytics/visitor.ts).
test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
});

const counted = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith("/api/v") && response.status() === 204);

test("a campaign visit, a tool's result and a lead show in the owner's Números, chart and table", async ({ page }) => {
  const campaign = `e2e-${Date.now()}`;
  // Its own address: the visitor of this test is no other test's. The pixel's cookie notice answered "no".
  await page.setExtraHTTPHeaders({ "x-forwarded-for": newVisitorIp() });
  await presetConsent(page, "denied");
  // next-auth's own cookies (its CSRF token, asked by the header's session check) are not the counting's.
  const cookies = async () =>
    (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => !name.startsWith("next-auth."));
  const storage = () =>
    page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));

  // From an Instagram campaign link to Genius Voice; the view is counted without a cookie or storage.
  const viewed = counted(page);
  await page.goto(`/geniusvoice?utm_source=instagram&utm_medium=social&utm_campaign=${campaign}`);
  const answer = await viewed;
  expect(await answer.headerValue("set-cookie")).toBeNull();
  const beacon = answer.request();
  expect(new URLSearchParams(beacon.postData() ?? "").get("q")).toContain(`utm_campaign=${campaign}`);
  expect(await cookies()).toEqual([]);
  expect((await storage()).local).toEqual([consentStorageKey]);

  // The tool's result is counted by the server that made it.
  await page.getByLabel("Texto").fill("Olá! Este é um teste de voz.");
  await page.getByRole("button", { name: "Gerar Áudio" }).click();
  await expect(page.locator("audio")).toHaveAttribute("src", /^blob:/, { timeout: 15_000 });

  // To the contact form without reloading: a client-side navigation is a view too, and so is opening the form.
  const landing = counted(page);
  await page.getByRole("banner").getByRole("link", { name: "Fale conosco" }).first().click();
  await expect(page).toHaveURL(/\/#contato$/);
  expect(new URLSearchParams((await landing).request().postData() ?? "").get("p")).toBe("/");
  const form = page.getByRole("region", { name: "Fale conosco" });
  const opened = counted(page);
  await form.getByLabel("Nome", { exact: true }).fill("Rita Números");
  expect(new URLSearchParams((await opened).request().postData() ?? "").get("k")).toBe("contact_opened");
  await form.getByLabel("E-mail ou WhatsApp", { exact: true }).fill("rita@exemplo.com");
  await form.getByLabel("Mensagem", { exact: true }).fill("Gostei da voz, quero um site.");
  await form.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(form.getByRole("status")).toBeVisible();
  // Nothing of the counting: the consent answer, and the tool page the lead came from (sessionStorage).
  expect(await cookies()).toEqual([]);
  expect(await storage()).toEqual({ local: [consentStorageKey], session: ["origem-do-contato"] });

  // The owner reads them: the campaign's visitor and lead, the tool's run and lead, the day's chart.
  await signInAsAdmin(page);
  const main = page.getByRole("main");
  const campaigns = main.getByRole("table", { name: /Campanhas/ });
  await expect(async () => {
    await page.goto("/painel?dias=7#numeros");
    await expect(campaigns.getByRole("row", { name: campaign })).toHaveText(new RegExp(`${campaign}\\s*1\\s*1`));
  }).toPass({ timeout: 20_000 });
  const sources = main.getByRole("table", { name: /Origens/ });
  await expect(sources.getByRole("row", { name: "instagram" })).toBeVisible();
  const voice = main.getByRole("table", { name: /caminho até o lead/ }).getByRole("row", { name: "Genius Voice AI" });
  const cells = (await voice.getByRole("cell").allTextContents()).map((text) => Number(text.replace(/\D/g, "")));
  const [visitors, runs, , , opens, leads] = cells;
  expect(visitors).toBeGreaterThanOrEqual(1);
  expect(runs).toBeGreaterThanOrEqual(1);
  expect(opens).toBeGreaterThanOrEqual(1);
  expect(leads).toBeGreaterThanOrEqual(1);
  const chart = main.locator('svg[data-chart="daily"]');
  await expect(chart).toBeVisible();
  expect(await chart.locator("rect title").last().textContent()).toMatch(/: [1-9]\d* visitantes?, [1-9]\d* leads?/);
  await main.getByText("Tabela por dia").click();
  await expect(
    main
      .getByRole("table", { name: /por dia/ })
      .getByRole("row")
      .nth(1),
  ).toHaveText(/[1-9]/);
  await expectNoAxeViolations(page);

  if (process.env.NUMBERS_SCREENSHOTS) {
    mkdirSync(process.env.NUMBERS_SCREENSHOTS, { recursive: true });
    await page.addStyleTag({ content: "header.sticky { display: none !important }" }); // the sticky header
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await main.locator("#numeros").screenshot({ path: `${process.env.NUMBERS_SCREENSHOTS}/numeros-${width}.png` });
    }
  }
});
