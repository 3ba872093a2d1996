import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import type { PixelCall } from "../test-support/fakes/pixel-host";
import { currentPixelEvents, legacyPixelEvents } from "../lib/pixel/events";
import { expectNoAxeViolations } from "./support/axe";
import { phone } from "./support/devices";
import { selectShowsItsChoice, sidewaysOverflow } from "./support/layout";
import { pixelTester } from "./support/pixel-tester";
import { eventsApi, pixelHost } from "./support/services";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const token = "0123456789abcdef0123456789abcdef01234567";
const contact = {
  "E-mail": "  Cliente@Exemplo.COM ",
  Telefone: "(11) 98765-4321",
  "Content ID": "SKU-42",
  Valor: "10",
};

type SentEvent = {
  event_source: string;
  event_source_id: string;
  test_event_code?: string;
  data: {
    event: string;
    event_id: string;
    user: Record<string, string>;
    properties: { value: number; currency: string };
    page: { url: string };
  }[];
};

async function browserTracks(sdkid: string): Promise<PixelCall[]> {
  return (await pixelHost.calls()).filter((call) => call.sdkid === sdkid && call.kind === "track");
}

async function open(page: Page) {
  await pixelHost.reset();
  await eventsApi.reset();
  await page.goto("/disparador");
  return pixelTester(page);
}

test.describe("Disparador de Pixel: events and the Events API", () => {
  test("lists TikTok's current events with Purchase first chosen, and the legacy names marked with their replacement", async ({
    page,
  }) => {
    const t = await open(page);
    const select = t.form.getByLabel("Evento");
    await expect(select).toHaveValue("Purchase");
    const options = await select
      .locator("option")
      .evaluateAll((items) =>
        items.map((item) => ({ value: (item as HTMLOptionElement).value, label: item.textContent ?? "" })),
      );
    expect(options.map((option) => option.value)).toEqual([
      ...currentPixelEvents.map((event) => event.name),
      ...legacyPixelEvents.map((event) => event.name),
    ]);
    for (const option of options) {
      const legacy = legacyPixelEvents.some((event) => event.name === option.value);
      expect(option.label.includes("(legado)"), option.label).toBe(legacy);
    }
    await select.selectOption("CompletePayment");
    await expect(select).toHaveAccessibleDescription(/o TikTok o substituiu por Purchase/);
    await select.selectOption("SubmitForm");
    await expect(select).toHaveAccessibleDescription(/substituiu por Lead/);
    await select.selectOption("Lead");
    await expect(select).toHaveAccessibleDescription("Lead: contato deixado em um formulário (lead).");
  });

  test("the event select shows each whole choice on a phone and on a desktop", async ({ page }) => {
    const t = await open(page);
    const select = t.form.getByLabel("Evento");
    const values = await select
      .locator("option")
      .evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value));
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      for (const value of values) {
        await select.selectOption(value);
        const fits = await selectShowsItsChoice(select);
        expect(fits, `${viewport.width}px: ${value}`).toBe(true);
      }
    }
  });

  test("with a token, the browser and the server send the same event_id and hashes; without one, only the browser sends", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const t = await open(page);
    const id = "CEVENTSAPI0000000001";
    await t.fill({ "Pixel ID": id, ...contact, Valor: "199,90", "Test Event Code (opcional)": "TEST42" });
    await t.useToken(token);
    await t.fire();
    await expect(t.success).toHaveText("Evento Purchase disparado com sucesso!");
    await expect(t.eventsApi).toHaveText("Events API: aceito. O TikTok recebeu o evento do servidor.");

    await expect.poll(async () => (await browserTracks(id)).length).toBe(1);
    const [track] = await browserTracks(id);
    const browserEventId = (track.args[2] as { event_id: string }).event_id;
    expect(browserEventId).toMatch(/^[0-9a-f]{32}$/);

    const requests = await eventsApi.requests();
    expect(requests).toHaveLength(1);
    expect(requests[0].accessToken).toBe(token);
    const sent = requests[0].body as SentEvent;
    expect(sent).toMatchObject({ event_source: "web", event_source_id: id, test_event_code: "TEST42" });
    expect(sent.data[0]).toMatchObject({
      event: "Purchase",
      event_id: browserEventId,
      user: { email: sha256("cliente@exemplo.com"), phone: sha256("+5511987654321") },
      properties: { value: 199.9, currency: "BRL" },
      page: { url: expect.stringMatching(/\/disparador$/) },
    });
    expect(sent.data[0].user.user_agent).toBeTruthy();

    // The report: both halves, the checks, what to fix, and a copy for the team.
    await expect(t.report).toContainText("Enviado pelo navegador (ttq.track)");
    await expect(t.report).toContainText("Enviado pelo servidor (Events API)");
    const checks = t.report.getByRole("list", { name: "Verificações" }).getByRole("listitem");
    await expect(checks).toHaveText([
      /^Pixel carregado: sim/,
      /^Evento aceito pelo pixel: sim/,
      /^Evento aceito pela Events API: sim/,
      new RegExp(`^Chave de deduplicação compartilhada: sim — o mesmo event_id nos dois envios: ${browserEventId}`),
    ]);
    await expect(t.report).toContainText("Nada a corrigir.");
    await expect(t.report.getByRole("link", { name: /Test Events no Gerenciador de Eventos/ })).toHaveAttribute(
      "href",
      "https://ads.tiktok.com/i18n/events_manager/",
    );
    await t.report.getByRole("button", { name: "Copiar relatório" }).click();
    await expect(t.report.getByRole("button", { name: "Relatório copiado!" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.match(new RegExp(`event_id: ${browserEventId}`, "g"))).toHaveLength(2);
    expect(copied).toContain(`email (sha256): ${sha256("cliente@exemplo.com")}`);
    expect(copied).toContain("[ok] Chave de deduplicação compartilhada");
    expect(copied).not.toContain(token);
    expect(await page.locator("main").innerText()).not.toContain(token);

    // Without the token: a new event_id, sent by the browser only.
    await t.fill({ "Access token (Events API)": "" });
    await t.fire();
    await expect(t.entries).toHaveCount(2);
    await expect(t.eventsApi).toHaveCount(0);
    await expect.poll(async () => (await browserTracks(id)).length).toBe(2);
    const secondEventId = ((await browserTracks(id))[1].args[2] as { event_id: string }).event_id;
    expect(secondEventId).not.toBe(browserEventId);
    expect(await eventsApi.requests()).toHaveLength(1);
    await expect(checks.nth(2)).toHaveText(/^Evento aceito pela Events API: não verificado/);
    await expect(t.report).toContainText("informe o Access token (Events API) e dispare de novo");
    await expectNoAxeViolations(page);
  });

  test("shows TikTok's code and message for a wrong token, next to the pixel's success", async ({ page }) => {
    const t = await open(page);
    await t.fill({ "Pixel ID": "CWRONGTOKEN000000001", ...contact });
    await t.useToken("wrong0123456789abcdef0123456789abcdef01");
    await t.fire();
    await expect(t.success).toHaveText("Evento Purchase disparado com sucesso!");
    await expect(t.eventsApi).toHaveAttribute("role", "alert");
    await expect(t.eventsApi).toContainText(
      "Events API: recusado pelo TikTok (código 40105: Access token is incorrect or has been revoked.)",
    );
    await expect(t.eventsApi).toContainText("Gere um novo Access token no Gerenciador de Eventos");
    await expect(t.report.getByRole("listitem").filter({ hasText: "Evento aceito pela Events API" })).toHaveText(
      /: não — /,
    );
    await expect(t.report).toContainText("código 40105");
    await expectNoAxeViolations(page);
  });

  test("says in pt-BR when the Events API does not answer in time", async ({ page }) => {
    const t = await open(page);
    await t.fill({ "Pixel ID": "CSLOWTOKEN0000000001", ...contact });
    await t.useToken("slow0123456789abcdef0123456789abcdef012");
    await t.fire();
    await expect(t.success).toHaveText("Evento Purchase disparado com sucesso!");
    await expect(t.eventsApi).toHaveText(
      /^Events API: sem confirmação do TikTok\. A Events API do TikTok não respondeu em 2 s\./,
    );
    await expect(t.eventsApi).toContainText("dispare de novo em instantes");
  });

  test("refuses a token of the wrong shape at its field and sends nothing", async ({ page }) => {
    const t = await open(page);
    await t.fill({ "Pixel ID": "CBADTOKEN00000000001", ...contact });
    await t.useToken("Bearer abc");
    await t.fire();
    const field = t.form.getByLabel("Access token (Events API)");
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/^Access token inválido: ele tem de 16 a 256 caracteres/);
    expect(await pixelHost.calls()).toEqual([]);
    expect(await eventsApi.requests()).toEqual([]);
  });
});

test.describe("Disparador de Pixel with the Events API on a phone", () => {
  test.use(phone);

  test("fires both halves, shows the report without sideways scrolling, and has no axe violations", async ({
    page,
  }) => {
    const t = await open(page);
    await t.fill({ "Pixel ID": "CPHONEAPI00000000001", ...contact });
    await t.useToken(token);
    await t.fire();
    await expect(t.eventsApi).toHaveText(/^Events API: aceito/);
    await expect(t.report).toBeVisible();
    await expect(t.report.getByRole("button", { name: "Copiar relatório" })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
});
