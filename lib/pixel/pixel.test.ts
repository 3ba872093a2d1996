import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pixelBaseCode } from "./base-code";
import {
  emptyPixelForm,
  looksLikeTikTokPixelId,
  parseMoney,
  pixelMessages,
  validatePixelForm,
  type PixelForm,
} from "./form";
import { sha256Hex } from "./hash";
import { normalizeEmail } from "./normalize";
import { normalizePhone } from "./phone";
import { buildPixelPayloads } from "./payload";

const check = (form: PixelForm) => validatePixelForm(form, normalizePhone);
const build = (form: PixelForm) => buildPixelPayloads(form, normalizePhone);
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const filled: PixelForm = {
  ...emptyPixelForm,
  pixelId: "CABCDEFGHIJ123456789",
  email: "  Cliente@Exemplo.COM ",
  phone: "(11) 98765-4321",
  contentId: "SKU-42",
};

describe("validatePixelForm", () => {
  const contact = pixelMessages.contactRequired("Purchase");
  const fields = (form: PixelForm) => check(form).map((problem) => problem.field);

  it("finds every problem at once, each at its field, in the form's order", () => {
    expect(check(emptyPixelForm)).toEqual([
      { field: "pixelId", message: pixelMessages.pixelIdRequired },
      { field: "email", message: contact },
      { field: "phone", message: contact },
      { field: "contentId", message: pixelMessages.contentIdRequired },
      { field: "value", message: 'Informe o valor de Purchase (ex.: 199,90) ou marque "Sem valor".' },
    ]);
    expect(fields({ ...emptyPixelForm, pixelId: "X", email: "a@b.co", value: "10" })).toEqual(["phone", "contentId"]);
    expect(check({ ...filled, value: "199,90" })).toEqual([]);
    expect(fields({ ...filled, pixelId: "   ", email: "  ", value: "1" })).toEqual(["pixelId", "email"]);
  });

  it("refuses an e-mail without a domain and a phone that cannot exist, together", () => {
    expect(check({ ...filled, email: "maria@", phone: "123", value: "1" })).toEqual([
      { field: "email", message: "E-mail inválido. Use o formato nome@exemplo.com." },
      { field: "phone", message: pixelMessages.phoneInvalid },
    ]);
    for (const email of ["maria", "maria@exemplo", "@exemplo.com", "ma ria@exemplo.com"])
      expect(fields({ ...filled, email, value: "1" })).toEqual(["email"]);
    expect(check({ ...filled, email: "maria@exemplo.com.br", value: "1" })).toEqual([]);
  });

  it("asks a value event for a value or an explicit 'Sem valor'; other events go without", () => {
    expect(fields({ ...filled, event: "Purchase" })).toEqual(["value"]);
    expect(fields({ ...filled, event: "AddToCart" })).toEqual(["value"]);
    expect(check({ ...filled, event: "Purchase", noValue: true })).toEqual([]);
    expect(check({ ...filled, event: "Lead" })).toEqual([]);
    expect(check({ ...filled, event: "ViewContent", value: "0" })).toEqual([]);
  });

  it("names the selected event when e-mail or phone is missing", () => {
    expect(check({ ...filled, event: "Lead", phone: "" })).toEqual([
      { field: "phone", message: "E-mail e telefone são obrigatórios para Lead!" },
    ]);
  });

  it("refuses a test code or an access token of the wrong shape at their fields, saying what a token is", () => {
    const ok = { ...filled, value: "1" };
    expect(check({ ...ok, testEventCode: "TEST 1" })).toEqual([
      { field: "testEventCode", message: pixelMessages.testEventCodeInvalid },
    ]);
    for (const token of ["Bearer abcdef0123456789abcdef", "curto", "a".repeat(12), "abc def0123456789abcdef0123"]) {
      expect(check({ ...ok, accessToken: token })).toEqual([
        { field: "accessToken", message: pixelMessages.accessTokenInvalid },
      ]);
    }
    expect(check({ ...ok, accessToken: "a".repeat(257) })).toHaveLength(1);
    expect(pixelMessages.accessTokenInvalid).toContain("de 16 a 256 caracteres, só letras, números, - e _");
    expect(
      check({ ...ok, accessToken: " 0123456789abcdef0123456789abcdef01234567 ", testEventCode: "TEST42" }),
    ).toEqual([]);
  });

  it("refuses a negative or unreadable value at its field", () => {
    expect(check({ ...filled, value: "-5" })).toEqual([{ field: "value", message: pixelMessages.valueNegative }]);
    expect(check({ ...filled, value: "dez" })).toEqual([{ field: "value", message: pixelMessages.valueUnreadable }]);
    expect(check({ ...filled, value: "1.234,56" })).toEqual([]);
  });

  it("keeps SPEC's messages, written E-mail", () => {
    expect(pixelMessages.pixelIdRequired).toBe("Pixel ID é obrigatório!");
    expect(pixelMessages.contactRequired("CompletePayment")).toBe(
      "E-mail e telefone são obrigatórios para CompletePayment!",
    );
    expect(pixelMessages.contentIdRequired).toBe("Content ID é obrigatório para Video Shopping Ads!");
    expect(pixelMessages.invalidId).toBe("Erro ao carregar o pixel. Verifique o Pixel ID.");
  });
});

describe("parseMoney", () => {
  it.each([
    ["", 0],
    ["  ", 0],
    ["199,90", 199.9],
    ["1.234,56", 1234.56],
    ["R$ 1.234,56", 1234.56],
    ["1.234", 1234],
    ["1.234.567", 1234567],
    ["99.9", 99.9],
    ["49,9", 49.9],
    ["10", 10],
    ["-5", -5],
  ])("%j -> %d", (input, expected) => expect(parseMoney(input)).toBe(expected));

  it.each(["abc", "1,2,3", "1.2.3", "12,34,5", "--1"])("%j is unreadable", (input) =>
    expect(parseMoney(input)).toBeNaN(),
  );
});

describe("looksLikeTikTokPixelId", () => {
  it("accepts 20 uppercase letters or digits", () => {
    expect(looksLikeTikTokPixelId("CABCDEFGHIJ123456789")).toBe(true);
    expect(looksLikeTikTokPixelId(" CABCDEFGHIJ123456789 ")).toBe(true);
    expect(looksLikeTikTokPixelId("cabcdefghij123456789")).toBe(false);
    expect(looksLikeTikTokPixelId("C123")).toBe(false);
    expect(looksLikeTikTokPixelId("CABCDEFGHIJ12345678-")).toBe(false);
  });
});

describe("normalizeEmail", () => {
  it("trims and lower-cases", () => expect(normalizeEmail("  Cliente@Exemplo.COM ")).toBe("cliente@exemplo.com"));
});

describe("normalizePhone", () => {
  it.each([
    ["(11) 98765-4321", "+5511987654321"],
    ["11 3456-7890", "+551134567890"],
    ["011 98765-4321", "+5511987654321"],
    ["55 11 98765-4321", "+5511987654321"],
    ["+55 (11) 98765-4321", "+5511987654321"],
    ["+1 (415) 555-0100", "+14155550100"],
    ["0044 20 7946 0958", "+442079460958"],
    ["", ""],
    ["   ", ""],
  ])("%s -> %s", (input, expected) => expect(normalizePhone(input)).toBe(expected));

  it.each(["123", "(11) 1234", "+55 11 0000"])("%s cannot exist", (input) => expect(normalizePhone(input)).toBeNull());
});

describe("sha256Hex", () => {
  it("matches node:crypto", async () => {
    expect(await sha256Hex("cliente@exemplo.com")).toBe(sha256("cliente@exemplo.com"));
    expect(await sha256Hex("ação")).toBe(sha256("ação"));
  });
});

describe("buildPixelPayloads", () => {
  it("hashes the normalised contact data and builds the track properties", async () => {
    const form: PixelForm = {
      ...filled,
      value: "1.299,90",
      currency: "USD",
      event: "Purchase",
      testEventCode: " TEST42 ",
    };
    expect(await buildPixelPayloads(form, normalizePhone, () => "id-1")).toEqual({
      event: "Purchase",
      identify: { email: sha256("cliente@exemplo.com"), phone_number: sha256("+5511987654321") },
      track: { value: 1299.9, currency: "USD", content_id: "SKU-42", content_type: "product" },
      options: { event_id: "id-1", test_event_code: "TEST42" },
      server: {
        pixelId: "CABCDEFGHIJ123456789",
        event: "Purchase",
        eventId: "id-1",
        testEventCode: "TEST42",
        email: sha256("cliente@exemplo.com"),
        phone: sha256("+5511987654321"),
        value: 1299.9,
        currency: "USD",
        contentId: "SKU-42",
      },
    });
  });

  it("gives the Events API the browser's event_id and hashes, with no test code when none was typed", async () => {
    const payloads = await build({ ...filled, phone: "+55 (11) 98765-4321", value: "199,90" });
    expect(payloads.server.eventId).toBe(payloads.options.event_id);
    expect(payloads.server.email).toBe(payloads.identify.email);
    expect(payloads.server.phone).toBe(sha256("+5511987654321"));
    expect(payloads.server.value).toBe(199.9);
    expect(payloads.server).not.toHaveProperty("testEventCode");
    expect(payloads.server).not.toHaveProperty("accessToken");
  });

  it("keeps an event id typed by the visitor and makes a new one for each attempt otherwise", async () => {
    expect((await build({ ...filled, eventId: "pedido-7" })).options).toEqual({ event_id: "pedido-7" });
    const [a, b] = await Promise.all([build(filled), build(filled)]);
    expect(a.options.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(a.options.event_id).not.toBe(b.options.event_id);
  });

  it("sends no value nor currency when the field is empty or 'Sem valor' is marked, never a silent 0", async () => {
    for (const form of [filled, { ...filled, value: "199,90", noValue: true }]) {
      const payloads = await build(form);
      expect(payloads.track).toEqual({ content_id: "SKU-42", content_type: "product" });
      expect(payloads.server).not.toHaveProperty("value");
      expect(payloads.server).not.toHaveProperty("currency");
    }
  });
});

describe("pixelBaseCode", () => {
  it("is TikTok's snippet for the id, loading from TikTok's host", () => {
    const code = pixelBaseCode("CABCDEFGHIJ123456789");
    expect(code).toContain('var r="https://analytics.tiktok.com/i18n/pixel/events.js"');
    expect(code).toContain("ttq.load('CABCDEFGHIJ123456789');");
    expect(code).toContain("ttq.page();");
    expect(code).toContain("}(window, document, 'ttq');");
  });

  it("cannot be broken out of by the id", () => {
    const code = pixelBaseCode("x');alert(1);//</script>");
    expect(code).not.toContain("x');alert");
    expect(code.match(/<\/script>/g)).toHaveLength(1);
  });

  it("uses a placeholder before an id is typed", () => {
    expect(pixelBaseCode("  ")).toContain("ttq.load('SEU_PIXEL_ID');");
  });
});
