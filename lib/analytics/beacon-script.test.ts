import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, expect, it } from "vitest";

// The browser side of the counting, public/v.js, in Chromium: what it sends, and that it needs nothing else.
const script = readFileSync(path.join(process.cwd(), "public/v.js"), "utf8");
const html = `<!doctype html><html lang="pt-BR"><body>
<a href="https://wa.me/5511987654321?text=Oi">WhatsApp</a>
<a href="https://cal.com/acme/30min?x=1">Agendar reunião</a>
<a href="https://wa.me/5511987654321?text=Plano" aria-label="Selecionar plano Profissional"><span>Selecionar plano</span></a>
<a href="/?assunto=orcamento&plano=essencial#contato">Selecionar plano</a>
<button data-track="plan:premium">Premium</button>
<a href="/imgautox">Img Auto X</a>
<section id="contato"><form><input aria-label="Nome"><input aria-label="Mensagem"></form></section>
<script src="/v.js" defer data-booking="https://cal.com/acme"></script>
</body></html>`;

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
});
afterAll(() => browser?.close());

async function site(): Promise<{ page: Page; sent: Record<string, string>[] }> {
  const page = await browser.newPage();
  const sent: Record<string, string>[] = [];
  // An outside link answered 204 keeps the page where it is.
  await page.route(/^https:\/\/(wa\.me|cal\.com)\//, (route) => route.fulfill({ status: 204 }));
  await page.route("http://site.test/**", async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/api/v") {
      sent.push(Object.fromEntries(new URLSearchParams(route.request().postData() ?? "")));
      return route.fulfill({ status: 204 });
    }
    if (url.pathname === "/v.js") return route.fulfill({ body: script, contentType: "text/javascript" });
    return route.fulfill({ body: html, contentType: "text/html; charset=utf-8" });
  });
  return { page, sent };
}

it("sends the first view with its campaign and referrer, and client-side navigations without the referrer", async () => {
  const { page, sent } = await site();
  await page.goto("http://site.test/?utm_source=instagram&utm_campaign=verao", { referer: "https://www.google.com/" });
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toEqual({
    k: "view",
    p: "/",
    q: "?utm_source=instagram&utm_campaign=verao",
    r: "https://www.google.com/",
    t: "",
  });
  await page.evaluate(() => history.pushState({}, "", "/imgautox"));
  await page.evaluate(() => history.pushState({}, "", "/imgautox?aba=2")); // the same page: not a new view
  await page.goBack();
  await page.goBack();
  await expect
    .poll(() => sent.map((beacon) => `${beacon.k} ${beacon.p} ${beacon.r}`))
    .toEqual(["view / https://www.google.com/", "view /imgautox ", "view / "]);
  // Nothing kept in the browser.
  expect(await page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length])).toEqual(["", 0, 0]);
  // The owner's pages send nothing.
  await page.goto("http://site.test/painel");
  await page.evaluate(() => history.pushState({}, "", "/painel/x"));
  await page.getByRole("link", { name: "WhatsApp" }).click();
  expect(sent).toHaveLength(3);
  await page.close();
});

it("sends WhatsApp, booking and plan clicks, and the contact form opened once per view", async () => {
  const { page, sent } = await site();
  await page.goto("http://site.test/");
  await expect.poll(() => sent.length).toBe(1);
  await page.getByRole("link", { name: "WhatsApp" }).click();
  await page.getByRole("link", { name: "Agendar reunião" }).click();
  await page.getByText("Selecionar plano").first().click(); // on the span inside the link
  await page.getByRole("link", { name: "Selecionar plano" }).last().click(); // to the form: a new page here
  await page.getByRole("button", { name: "Premium" }).click();
  await page.getByLabel("Nome").focus();
  await page.getByLabel("Mensagem").focus();
  await expect
    .poll(() => sent.slice(1).map((beacon) => [beacon.k, beacon.t].filter(Boolean).join(" ")))
    .toEqual([
      "whatsapp",
      "booking",
      "plan Profissional",
      "whatsapp",
      "plan essencial",
      "view",
      "plan premium",
      "contact_opened",
    ]);
  await page.close();
});
