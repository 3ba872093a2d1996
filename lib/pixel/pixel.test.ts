import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pixelBaseCode } from "./base-code";
import { emptyPixelForm, looksLikeTikTokPixelId, parseValue, pixelMessages, validatePixelForm, type PixelForm } from "./form";
import { sha256Hex } from "./hash";
import { normalizeEmail, normalizePhone } from "./normalize";
import { buildPixelPayloads } from "./payload";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const filled: PixelForm = {
  ...emptyPixelForm,
  pixelId: "CABCDEFGHIJ123456789",
  email: "  Cliente@Exemplo.COM ",
  phone: "(11) 98765-4321",
  contentId: "SKU-42",
};

describe("validatePixelForm", () => {
  it("checks the pixel id first, then e-mail and phone, then the content id", () => {
    expect(validatePixelForm(emptyPixelForm)?.message).toBe(pixelMessages.pixelIdRequired);
    expect(validatePixelForm({ ...emptyPixelForm, pixelId: "X" })?.message).toBe(pixelMessages.contactRequired);
    expect(validatePixelForm({ ...emptyPixelForm, pixelId: "X", email: "a@b.co" })).toEqual({ field: "phone", message: pixelMessages.contactRequired });
    expect(validatePixelForm({ ...emptyPixelForm, pixelId: "X", phone: "1" })).toEqual({ field: "email", message: pixelMessages.contactRequired });
    expect(validatePixelForm({ ...filled, contentId: "  " })?.message).toBe(pixelMessages.contentIdRequired);
    expect(validatePixelForm(filled)).toBeNull();
  });

  it("treats blank text as missing", () => {
    expect(validatePixelForm({ ...filled, pixelId: "   " })?.field).toBe("pixelId");
  });

  it("has SPEC's exact messages", () => {
    expect(pixelMessages).toEqual({
      pixelIdRequired: "Pixel ID é obrigatório!",
      contactRequired: "Email e telefone são obrigatórios para CompletePayment!",
      contentIdRequired: "Content ID é obrigatório para Video Shopping Ads!",
      success: "Evento disparado com sucesso!",
      loadFailed: "Erro ao carregar o pixel. Verifique o Pixel ID.",
    });
  });
});

describe("parseValue", () => {
  it("reads numbers and gives 0 for empty or unreadable text", () => {
    expect(parseValue("")).toBe(0);
    expect(parseValue("  ")).toBe(0);
    expect(parseValue("abc")).toBe(0);
    expect(parseValue("99.9")).toBe(99.9);
    expect(parseValue("49,90")).toBe(49.9);
  });
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
    ["55 98765-4321", "+5555987654321"],
    ["", ""],
    ["   ", ""],
  ])("%s -> %s", (input, expected) => expect(normalizePhone(input)).toBe(expected));
});

describe("sha256Hex", () => {
  it("matches node:crypto", async () => {
    expect(await sha256Hex("cliente@exemplo.com")).toBe(sha256("cliente@exemplo.com"));
    expect(await sha256Hex("ação")).toBe(sha256("ação"));
  });
});

describe("buildPixelPayloads", () => {
  it("hashes the normalised contact data and builds the track properties", async () => {
    expect(await buildPixelPayloads({ ...filled, value: "129.9", currency: "USD", event: "Purchase" })).toEqual({
      event: "Purchase",
      identify: { email: sha256("cliente@exemplo.com"), phone_number: sha256("+5511987654321") },
      track: { value: 129.9, currency: "USD", content_id: "SKU-42", content_type: "product" },
    });
  });

  it("sends value 0 when the field is empty", async () => {
    expect((await buildPixelPayloads(filled)).track.value).toBe(0);
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
