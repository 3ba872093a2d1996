import { eventsManagerUrl } from "./events-api-answer";
import { pixelMessages } from "./form";
import type { PixelPayloads } from "./payload";

/** How the browser half ended: the pixel took the call, its script was blocked, it did not know the id, or it never answered. */
export type PixelOutcome = "sent" | "blocked" | "unknownId" | "noAnswer";

/** How the server half ended; absent when no token was given. */
export type ServerOutcome = { accepted: boolean; summary: string; eventId?: string };

export type FireAttempt = { pixelId: string; payloads: PixelPayloads; pixel: PixelOutcome; server?: ServerOutcome };

/** ok: null when the check could not be made (no token, so nothing to compare with). */
export type ReportCheck = { label: string; ok: boolean | null; detail: string };

export type PixelReport = { checks: ReportCheck[]; fixes: string[]; text: string };

const pixelProblems: Record<Exclude<PixelOutcome, "sent">, string> = {
  blocked: pixelMessages.blocked,
  unknownId: pixelMessages.invalidId,
  noAnswer: pixelMessages.noAnswer,
};

export function pixelReport({ pixelId, payloads, pixel, server }: FireAttempt): PixelReport {
  const eventId = payloads.options.event_id;
  const shared = server?.eventId !== undefined && server.eventId === eventId;
  const checks: ReportCheck[] = [
    pixel === "sent" || pixel === "unknownId"
      ? { label: "Pixel carregado", ok: true, detail: "o script do TikTok carregou" }
      : { label: "Pixel carregado", ok: false, detail: pixelProblems[pixel] },
    {
      label: "Evento aceito pelo pixel",
      ok: pixel === "sent",
      detail: pixel === "sent" ? `ttq.track("${payloads.event}") enviado` : "o evento não saiu do navegador",
    },
    server
      ? { label: "Evento aceito pela Events API", ok: server.accepted, detail: server.summary }
      : { label: "Evento aceito pela Events API", ok: null, detail: "não testado: sem Access token" },
    server
      ? {
          label: "Chave de deduplicação compartilhada",
          ok: shared,
          detail: shared ? `o mesmo event_id nos dois envios: ${eventId}` : "o servidor não enviou o mesmo event_id",
        }
      : { label: "Chave de deduplicação compartilhada", ok: null, detail: "não testada: só o navegador enviou" },
  ];

  const fixes: string[] = [];
  if (pixel !== "sent") fixes.push(pixelProblems[pixel]);
  if (!server) {
    fixes.push(
      "Para testar o envio pelo servidor e a deduplicação, informe o Access token (Events API) e dispare de novo.",
    );
  } else if (!server.accepted) {
    fixes.push(server.summary);
  }
  if (fixes.length === 0) {
    fixes.push(`Nada a corrigir. Confira os dois envios, com o event_id ${eventId}, na aba Test Events.`);
  }

  const sent = (source: string, id: string, email: string, phone: string, value?: number, currency?: string) =>
    [
      `${source}: ${payloads.event}`,
      `  event_id: ${id}`,
      `  email (sha256): ${email}`,
      `  phone (sha256): ${phone}`,
      `  value: ${moneyOf(value, currency)}`,
    ].join("\n");
  const { identify, track, server: input } = payloads;
  const mark = (ok: boolean | null) => (ok === null ? "[-]" : ok ? "[ok]" : "[x]");
  const text = [
    `Relatório do Disparador de Pixel — Pixel ID ${pixelId}`,
    sent("Navegador (ttq.track)", eventId, identify.email, identify.phone_number, track.value, track.currency),
    server
      ? sent("Servidor (Events API)", server.eventId ?? "?", input.email, input.phone, input.value, input.currency)
      : "Servidor (Events API): não enviado (sem Access token)",
    "Verificações:",
    ...checks.map((check) => `${mark(check.ok)} ${check.label}: ${check.detail}`),
    "O que corrigir:",
    ...fixes.map((fix) => `- ${fix}`),
    `Test Events no Gerenciador de Eventos do TikTok: ${eventsManagerUrl}`,
  ].join("\n");
  return { checks, fixes, text };
}

/** "199.9 BRL", or what the visitor chose: no value at all. */
export const moneyOf = (value?: number, currency?: string) =>
  value === undefined ? "sem valor" : `${value} ${currency}`;
