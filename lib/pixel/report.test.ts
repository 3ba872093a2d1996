import { describe, expect, it } from "vitest";
import { eventsManagerUrl } from "./events-api-answer";
import { emptyPixelForm, pixelMessages } from "./form";
import { buildPixelPayloads } from "./payload";
import { normalizePhone } from "./phone";
import { pixelReport, type FireAttempt } from "./report";

const payloads = await buildPixelPayloads(
  {
    ...emptyPixelForm,
    pixelId: "CREPORT0000000000001",
    email: "a@b.co",
    phone: "11987654321",
    contentId: "R1",
    value: "199,90",
  },
  normalizePhone,
  () => "evt-1",
);
const attempt = (overrides: Partial<FireAttempt> = {}): FireAttempt => ({
  pixelId: "CREPORT0000000000001",
  payloads,
  pixel: "sent",
  ...overrides,
});
const accepted = {
  accepted: true,
  summary: "Events API: aceito. O TikTok recebeu o evento do servidor.",
  eventId: "evt-1",
};
const checksOf = (report: ReturnType<typeof pixelReport>) =>
  Object.fromEntries(report.checks.map((check) => [check.label, check.ok]));

describe("pixelReport", () => {
  it("passes every check when both halves were accepted with the same event_id", () => {
    const report = pixelReport(attempt({ server: accepted }));
    expect(checksOf(report)).toEqual({
      "Pixel carregado": true,
      "Evento aceito pelo pixel": true,
      "Evento aceito pela Events API": true,
      "Chave de deduplicação compartilhada": true,
    });
    expect(report.fixes).toEqual([
      "Nada a corrigir. Confira os dois envios, com o event_id evt-1, na aba Test Events.",
    ]);
    expect(report.text).toContain("Navegador (ttq.track): Purchase");
    expect(report.text).toContain("Servidor (Events API): Purchase");
    expect(report.text.match(/event_id: evt-1/g)).toHaveLength(2);
    expect(report.text).toContain(`email (sha256): ${payloads.identify.email}`);
    expect(report.text).toContain("value: 199.9 BRL");
    expect(report.text).toContain("[ok] Chave de deduplicação compartilhada");
    expect(report.text).toContain(eventsManagerUrl);
  });

  it("without a token, leaves the server checks unverified and says how to test them", () => {
    const report = pixelReport(attempt());
    expect(checksOf(report)).toMatchObject({
      "Evento aceito pela Events API": null,
      "Chave de deduplicação compartilhada": null,
    });
    expect(report.fixes).toEqual([
      "Para testar o envio pelo servidor e a deduplicação, informe o Access token (Events API) e dispare de novo.",
    ]);
    expect(report.text).toContain("Servidor (Events API): não enviado (sem Access token)");
  });

  it("lists what to fix for a blocked pixel and a refused token", () => {
    const refused = {
      accepted: false,
      summary: "Events API: recusado pelo TikTok (código 40105: x). Gere um novo token.",
      eventId: "evt-1",
    };
    const report = pixelReport(attempt({ pixel: "blocked", server: refused }));
    expect(checksOf(report)).toMatchObject({
      "Pixel carregado": false,
      "Evento aceito pelo pixel": false,
      "Evento aceito pela Events API": false,
    });
    expect(report.fixes).toEqual([pixelMessages.blocked, refused.summary]);
    expect(report.text).toContain("[x] Pixel carregado");
  });

  it("fails the deduplication check when the server did not confirm the same event_id", () => {
    const report = pixelReport(attempt({ server: { accepted: false, summary: "Events API: falhou." } }));
    expect(checksOf(report)["Chave de deduplicação compartilhada"]).toBe(false);
    expect(pixelReport(attempt({ server: { ...accepted, eventId: "outro" } })).checks[3].ok).toBe(false);
  });
});
