import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import type { PixelCall } from "../test-support/fakes/pixel-host";
import { pixelHostUrl } from "./ports";
import { expectNoAxeViolations } from "./support/axe";
import { phone } from "./support/devices";
import { pixelTester } from "./support/pixel-tester";
import { pixelHost } from "./support/services";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const messages = {
  pixelId: "Pixel ID é obrigatório!",
  contact: "E-mail e telefone são obrigatórios para Purchase!",
  value: 'Informe o valor de Purchase (ex.: 199,90) ou marque "Sem valor".',
  contentId: "Content ID é obrigatório para Video Shopping Ads!",
  success: "Evento Purchase disparado com sucesso!",
};

/** The JSON shown under a log entry's figure (identify or track). */
async function shownPayload(entry: ReturnType<typeof pixelTester>["entries"], caption: string | RegExp) {
  return JSON.parse(await entry.getByRole("figure", { name: caption }).locator("pre").innerText());
}

async function callsFor(sdkid: string, kind: string): Promise<PixelCall[]> {
  return (await pixelHost.calls()).filter((call) => call.sdkid === sdkid && call.kind === kind);
}

test.describe("Disparador de Pixel", () => {
  test.beforeEach(async ({ page }) => {
    await pixelHost.reset();
    await page.goto("/disparador");
  });

  test("has pt-BR metadata and explains that the test loads TikTok's script", async ({ page }) => {
    await expect(page).toHaveTitle(/^Disparador de Pixel/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/disparador$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Pixel do TikTok/);
    await expect(page.getByRole("heading", { level: 1, name: "Disparador de Pixel" })).toBeVisible();
    const { form } = pixelTester(page);
    // The protocol details wait under "Como funciona", after the form.
    const how = page.getByText("Como funciona", { exact: true });
    expect((await how.boundingBox())!.y).toBeGreaterThan((await form.boundingBox())!.y);
    await expect(page.getByText(/carrega o script do Pixel do TikTok/)).toBeHidden();
    await how.click();
    await expect(page.getByText(/carrega o script do Pixel do TikTok/)).toBeVisible();
    await expect(form.getByLabel("E-mail", { exact: true })).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Telefone")).toHaveAttribute("type", "tel");
    await expect(form.getByLabel("Valor", { exact: true })).toHaveAttribute("inputmode", "decimal");
    await expect(form.getByLabel("Evento")).toHaveValue("Purchase");
    await expect(form.getByLabel("Moeda")).toHaveValue("BRL");
  });

  test("shows every problem at once, each at its field, and loads nothing", async ({ page }) => {
    const t = pixelTester(page);
    const field = (label: string) => t.form.getByLabel(label, { exact: true });
    await t.fire();
    await expect(field("Pixel ID")).toBeFocused();
    await expect(field("Pixel ID")).toHaveAccessibleDescription(messages.pixelId);
    await expect(field("E-mail")).toHaveAccessibleDescription(messages.contact);
    await expect(field("Telefone")).toHaveAccessibleDescription(messages.contact);
    await expect(field("Content ID")).toHaveAccessibleDescription(messages.contentId);
    await expect(field("Valor")).toHaveAccessibleDescription(messages.value);
    for (const label of ["Pixel ID", "E-mail", "Telefone", "Content ID", "Valor"])
      await expect(field(label)).toHaveAttribute("aria-invalid", "true");

    // "maria@" is no e-mail; a field's message goes as soon as it is edited.
    await t.fill({ "Pixel ID": "CVALIDATION000000001", "E-mail": "maria@", Telefone: "11987654321" });
    await expect(field("Pixel ID")).not.toHaveAttribute("aria-invalid");
    await t.fire();
    await expect(field("E-mail")).toBeFocused();
    await expect(field("E-mail")).toHaveAccessibleDescription("E-mail inválido. Use o formato nome@exemplo.com.");
    await expect(field("Content ID")).toHaveAccessibleDescription(messages.contentId);
    await expect(field("Telefone")).not.toHaveAttribute("aria-invalid");

    // A token too short says how long a token is.
    await t.useToken("abc123abc123");
    await t.fire();
    await expect(field("Access token (Events API)")).toHaveAccessibleDescription(
      /tem de 16 a 256 caracteres, só letras, números, - e _/,
    );

    await expect(page.locator('script[src*="/i18n/pixel/events.js"]')).toHaveCount(0);
    expect(await pixelHost.calls()).toEqual([]);
  });

  test("fires identify and track with hashed contact data, as the log shows", async ({ page }) => {
    const t = pixelTester(page);
    const id = "CSUCCESS000000000001";
    await t.fill({
      "Pixel ID": id,
      "E-mail": "  Cliente@Exemplo.COM ",
      Telefone: "(11) 98765-4321",
      "Content ID": "SKU-42",
      Valor: "199,90",
    });
    await t.fire();
    await expect(t.success).toHaveText(messages.success);
    await expect(t.error).toHaveCount(0);

    const expectedIdentify = { email: sha256("cliente@exemplo.com"), phone_number: sha256("+5511987654321") };
    const expectedTrack = { value: 199.9, currency: "BRL", content_id: "SKU-42", content_type: "product" };
    await expect
      .poll(async () => (await callsFor(id, "identify")).map((call) => call.args))
      .toEqual([[expectedIdentify]]);
    await expect
      .poll(async () => (await callsFor(id, "track")).map((call) => call.args.slice(0, 2)))
      .toEqual([["Purchase", expectedTrack]]);
    // Each attempt carries a fresh event_id for TikTok's deduplication.
    expect((await callsFor(id, "track"))[0].args[2]).toEqual({ event_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(await callsFor(id, "script")).toHaveLength(1);

    await expect(t.entries).toHaveCount(1);
    const entry = t.entries.first();
    await expect(entry).toContainText(id);
    await expect(entry).toContainText("Enviado");
    await expect(entry.locator("time")).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    expect(await shownPayload(entry, "ttq.identify(…)")).toEqual(expectedIdentify);
    expect(await shownPayload(entry, 'ttq.track("Purchase", …)')).toEqual(expectedTrack);
    await expectNoAxeViolations(page);
  });

  test("a second attempt replaces the first script with one for the new id", async ({ page }) => {
    const t = pixelTester(page);
    await t.fill({
      "Pixel ID": "CFIRST00000000000001",
      "E-mail": "a@b.com.br",
      Telefone: "+1 415 555 0100",
      "Content ID": "A1",
      Valor: "49.9",
    });
    await t.fire();
    await expect(t.success).toHaveText(messages.success);

    await t.fill({ "Pixel ID": "CSECOND0000000000002" });
    await t.form.getByLabel("Evento").selectOption("AddToCart");
    await t.form.getByLabel("Moeda").selectOption("EUR");
    await t.fire();
    await expect(t.entries).toHaveCount(2);
    await expect(t.success).toHaveText("Evento AddToCart disparado com sucesso!");

    const scripts = page.locator('script[src*="/i18n/pixel/events.js"]');
    await expect(scripts).toHaveCount(1);
    await expect(scripts).toHaveAttribute(
      "src",
      `${pixelHostUrl}/i18n/pixel/events.js?sdkid=CSECOND0000000000002&lib=ttq`,
    );
    expect(await callsFor("CSECOND0000000000002", "script")).toHaveLength(1);
    const track = { value: 49.9, currency: "EUR", content_id: "A1", content_type: "product" };
    await expect
      .poll(async () => (await callsFor("CSECOND0000000000002", "track")).map((call) => call.args.slice(0, 2)))
      .toEqual([["AddToCart", track]]);
    await expect
      .poll(async () => (await callsFor("CSECOND0000000000002", "identify")).map((call) => call.args))
      .toEqual([[{ email: sha256("a@b.com.br"), phone_number: sha256("+14155550100") }]]);
    expect(await shownPayload(t.entries.first(), 'ttq.track("AddToCart", …)')).toEqual(track);
    await expect(t.entries.first()).toContainText("CSECOND0000000000002");
    await expect(t.entries.nth(1)).toContainText("CFIRST00000000000001");
  });

  test("takes over from a pixel already on the page (e.g. the site's own page-view pixel)", async ({ page }) => {
    await page.addScriptTag({ url: `${pixelHostUrl}/i18n/pixel/events.js?sdkid=CSITEPIXEL0000000001&lib=ttq` });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { ttq?: { sdkid?: string } }).ttq?.sdkid))
      .toBe("CSITEPIXEL0000000001");
    const t = pixelTester(page);
    await t.fill({
      "Pixel ID": "CTAKEOVER00000000001",
      "E-mail": "a@b.co",
      Telefone: "11987654321",
      "Content ID": "T1",
      Valor: "10",
    });
    await t.fire();
    await expect(t.success).toHaveText(messages.success);
    await expect(page.locator('script[src*="/i18n/pixel/events.js"]')).toHaveCount(1);
    await expect.poll(async () => (await callsFor("CTAKEOVER00000000001", "track")).length).toBe(1);
    const sitePixelCalls = (await pixelHost.calls()).filter(
      (call) => call.sdkid === "CSITEPIXEL0000000001" && call.kind !== "script",
    );
    expect(sitePixelCalls).toEqual([]);
  });

  test("tells a blocked pixel script (ad blocker or network) apart from an id TikTok does not know", async ({
    page,
  }) => {
    await page.route(
      (url) => url.searchParams.get("sdkid") === "CUNKNOWN000000000001",
      (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "/* no pixel for this id */" }),
    );
    const t = pixelTester(page);
    await t.fill({
      "Pixel ID": "CUNKNOWN000000000001",
      "E-mail": "a@b.co",
      Telefone: "11987654321",
      "Content ID": "X",
      Valor: "10",
    });
    await t.fire();
    await expect(t.error.locator("p").first()).toHaveText("Erro ao carregar o pixel.");
    await expect(t.error).toContainText("Verifique o Pixel ID.");
    await expect(t.entries.first()).toContainText("Não enviado");

    await page.route(`${pixelHostUrl}/i18n/pixel/events.js**`, (route) => route.abort("blockedbyclient"));
    await t.fill({ "Pixel ID": "CBROKEN0000000000001" });
    await t.fire();
    await expect(t.error).toContainText("script bloqueado (bloqueador de anúncios ou rede)");
    await expect(t.error).toContainText("Desative o bloqueador nesta página");
    await expect(t.error).not.toContainText("Pixel ID");
    await expect(t.success).toHaveCount(0);
    await expect(t.entries.first()).toContainText("Não enviado");
    expect((await pixelHost.calls()).filter((call) => call.sdkid === "CBROKEN0000000000001")).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("works with the keyboard alone", async ({ page }) => {
    const t = pixelTester(page);
    await t.form.getByLabel("Pixel ID").focus();
    await page.keyboard.type("CKEYBOARD00000000001");
    await page.keyboard.press("Tab");
    await page.keyboard.type("teclado@exemplo.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("21 3456-7890");
    await page.keyboard.press("Tab");
    await page.keyboard.type("KB-1");
    await page.keyboard.press("Tab");
    await expect(t.form.getByLabel("Evento")).toBeFocused();
    await page.keyboard.type("Lead");
    await page.keyboard.press("Tab");
    await expect(t.form.getByLabel("Moeda")).toBeFocused();
    await page.keyboard.type("USD");
    await page.keyboard.press("Tab");
    await page.keyboard.type("10");
    await page.keyboard.press("Enter");
    await expect(t.success).toHaveText("Evento Lead disparado com sucesso!");

    const track = { value: 10, currency: "USD", content_id: "KB-1", content_type: "product" };
    await expect
      .poll(async () => (await callsFor("CKEYBOARD00000000001", "track")).map((call) => call.args.slice(0, 2)))
      .toEqual([["Lead", track]]);
    await expect
      .poll(async () => (await callsFor("CKEYBOARD00000000001", "identify")).map((call) => call.args))
      .toEqual([[{ email: sha256("teclado@exemplo.com"), phone_number: sha256("+552134567890") }]]);
    await page.keyboard.press("Tab");
    await expect(t.form.getByRole("checkbox", { name: "Sem valor" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(t.form.getByLabel("Test Event Code (opcional)")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(t.form.getByLabel("Event ID (opcional)")).toBeFocused();
    // The folded Events API section opens from the keyboard too.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(t.form.getByLabel("Access token (Events API)")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(t.form.getByRole("button", { name: "Disparar pixel" })).toBeFocused();
  });

  test("reads Brazilian money and refuses a negative value at its field", async ({ page }) => {
    const t = pixelTester(page);
    const id = "CMONEY00000000000001";
    await t.fill({ "Pixel ID": id, "E-mail": "a@b.co", Telefone: "11987654321", "Content ID": "M1", Valor: "-5" });
    await t.fire();
    const value = t.form.getByLabel("Valor", { exact: true });
    await expect(value).toBeFocused();
    await expect(value).toHaveAttribute("aria-invalid", "true");
    await expect(value).toHaveAccessibleDescription("O valor não pode ser negativo.");
    expect(await pixelHost.calls()).toEqual([]);

    await t.fill({ Valor: "199,90" });
    await t.fire();
    await expect(t.success).toHaveText(messages.success);
    await t.fill({ Valor: "1.234,56" });
    await t.fire();
    await expect(t.entries).toHaveCount(2);
    await expect
      .poll(async () => (await callsFor(id, "track")).map((call) => (call.args[1] as { value: number }).value))
      .toEqual([199.9, 1234.56]);
  });

  test("names the selected event, checks the phone number, and sends the test code and event id", async ({ page }) => {
    const t = pixelTester(page);
    const id = "CEXTRAS0000000000001";
    await t.form.getByLabel("Evento").selectOption("InitiateCheckout");
    await t.fill({ "Pixel ID": id, "E-mail": "a@b.co" });
    await t.fire();
    await expect(t.form.getByLabel("Telefone")).toHaveAccessibleDescription(
      "E-mail e telefone são obrigatórios para InitiateCheckout!",
    );

    await t.fill({ Telefone: "1234", "Content ID": "E1" });
    await t.fire();
    await expect(t.form.getByLabel("Telefone")).toHaveAccessibleDescription(/Telefone inválido/);
    expect(await pixelHost.calls()).toEqual([]);

    await t.fill({
      Telefone: "(21) 3456-7890",
      "Test Event Code (opcional)": "TEST31337",
      "Event ID (opcional)": "pedido-9",
    });
    // A checkout without a value is said so, and then sent without one: never a silent 0 BRL.
    await t.fire();
    await expect(t.form.getByLabel("Valor", { exact: true })).toHaveAccessibleDescription(
      'Informe o valor de InitiateCheckout (ex.: 199,90) ou marque "Sem valor".',
    );
    await t.form.getByLabel(/^Sem valor/).check();
    await t.fire();
    await expect(t.success).toHaveText("Evento InitiateCheckout disparado com sucesso!");
    const track = { content_id: "E1", content_type: "product" };
    const options = { event_id: "pedido-9", test_event_code: "TEST31337" };
    await expect
      .poll(async () => (await callsFor(id, "track")).map((call) => call.args))
      .toEqual([["InitiateCheckout", track, options]]);
    await expect
      .poll(async () => (await callsFor(id, "identify")).map((call) => call.args))
      .toEqual([[{ email: sha256("a@b.co"), phone_number: sha256("+552134567890") }]]);
    expect(await shownPayload(t.entries.first(), "Opções do ttq.track (3º argumento)")).toEqual(options);
  });

  test("hints at ids that do not look like TikTok's and copies the base code with TikTok's host", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const t = pixelTester(page);
    await t.fill({ "Pixel ID": "meu-pixel" });
    await expect(t.form.getByLabel("Pixel ID")).toHaveAccessibleDescription(/não parece um Pixel ID do TikTok/);
    await t.fill({ "Pixel ID": "CABCDEFGHIJ123456789" });
    await expect(page.getByText(/não parece um Pixel ID/)).toHaveCount(0);

    await t.form.getByRole("button", { name: "Copiar código de instalação" }).click();
    await expect(t.form.getByRole("button", { name: "Código copiado!" })).toBeVisible();
    const code = await page.evaluate(() => navigator.clipboard.readText());
    expect(code).toContain('"https://analytics.tiktok.com/i18n/pixel/events.js"');
    expect(code).toContain("ttq.load('CABCDEFGHIJ123456789');");
    expect(code).not.toContain(pixelHostUrl);
  });

  test("has no axe violations with the errors shown", async ({ page }) => {
    await pixelTester(page).fire();
    await expect(pixelTester(page).form.getByLabel("Pixel ID")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });
});

test.describe("Disparador de Pixel on a phone", () => {
  test.use(phone);

  test("fires an event and has no axe violations", async ({ page }) => {
    await pixelHost.reset();
    await page.goto("/disparador");
    const t = pixelTester(page);
    await t.fill({
      "Pixel ID": "CPHONE00000000000001",
      "E-mail": "a@b.co",
      Telefone: "11987654321",
      "Content ID": "P1",
      Valor: "10",
    });
    await t.fire();
    await expect(t.success).toHaveText(messages.success);
    await expect(t.entries).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});
