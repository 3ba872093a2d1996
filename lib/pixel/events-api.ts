import "server-only";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { readCapped } from "@/lib/http/read-capped";
import type { ServerEvent } from "@/lib/validation/pixel-events";
import type { EventsApiAnswer } from "./events-api-answer";

/** Where the event happened and who made it, as our server saw the request. */
export type EventContext = { ip?: string; userAgent?: string; pageUrl: string; eventTime: number };

/** TikTok's Events API 2.0 body for one web event. The token is not in it: it travels in a header. */
export function eventsApiBody(input: ServerEvent, context: EventContext) {
  return {
    event_source: "web",
    event_source_id: input.pixelId,
    ...(input.testEventCode ? { test_event_code: input.testEventCode } : {}),
    data: [
      {
        event: input.event,
        event_time: context.eventTime,
        event_id: input.eventId,
        user: {
          email: input.email,
          phone: input.phone,
          ...(context.ip ? { ip: context.ip } : {}),
          ...(context.userAgent ? { user_agent: context.userAgent } : {}),
        },
        properties: {
          ...(input.value === undefined ? {} : { value: input.value, currency: input.currency }),
          content_type: "product",
          contents: [{ content_id: input.contentId }],
        },
        page: { url: context.pageUrl },
      },
    ],
  };
}

export const eventsApiMessages = {
  accepted: "Events API: aceito. O TikTok recebeu o evento do servidor.",
  token:
    "Gere um novo Access token no Gerenciador de Eventos (pixel > Configurações > Events API) e confira se ele é " +
    "do mesmo Pixel ID.",
  throttled: "O TikTok limitou as requisições deste token. Aguarde um minuto e dispare de novo.",
  fields: "Confira o Pixel ID e os dados do evento e dispare de novo.",
  unavailable: "O TikTok está instável no momento. Dispare de novo em alguns minutos.",
  refused: (code: number, message: string) =>
    `Events API: recusado pelo TikTok (código ${code}: ${message || "sem mensagem"}).`,
  httpError: (status: number) =>
    `A Events API do TikTok respondeu com erro (HTTP ${status}) sem explicar o motivo. Dispare de novo em alguns minutos.`,
  timeout: (seconds: number) =>
    `A Events API do TikTok não respondeu em ${seconds} s. O evento do navegador não depende dela; dispare de novo em instantes.`,
  unreachable: "Não foi possível falar com a Events API do TikTok. Dispare de novo em instantes.",
} as const;

// TikTok's Business API codes: 40001 no permission, 40100 too many requests, 40101-40109 token problems
// (40102 expired, 40104 empty, 40105 incorrect or revoked), 40002 a field it did not accept.
function adviceFor(status: number, code: number | null): string {
  if (code === 40100 || status === 429) return eventsApiMessages.throttled;
  if (code === 40001 || (code !== null && code > 40100 && code < 40110) || status === 401 || status === 403) {
    return eventsApiMessages.token;
  }
  if (status >= 500) return eventsApiMessages.unavailable;
  return eventsApiMessages.fields;
}

/** TikTok's answer as the page shows it; an answer that is not TikTok's JSON envelope is an upstream error. */
export function eventsApiAnswer(status: number, body: unknown, eventId: string): EventsApiAnswer {
  const envelope = body as { code?: unknown; message?: unknown; request_id?: unknown } | null;
  const code = typeof envelope?.code === "number" ? envelope.code : null;
  if (code === null) {
    throw new ApiError("upstream_error", eventsApiMessages.httpError(status));
  }
  const message = typeof envelope?.message === "string" ? envelope.message.slice(0, 300) : "";
  const requestId = typeof envelope?.request_id === "string" ? envelope.request_id.slice(0, 100) : undefined;
  const accepted = status >= 200 && status < 300 && code === 0;
  const summary = accepted
    ? eventsApiMessages.accepted
    : `${eventsApiMessages.refused(code, message)} ${adviceFor(status, code)}`;
  return { accepted, status, code, message, ...(requestId ? { requestId } : {}), summary, eventId };
}

const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * One POST to TIKTOK_EVENTS_API_URL, the only address this module talks to: no redirect is followed, the
 * answer is capped, and the whole exchange is bounded by TIKTOK_EVENTS_TIMEOUT_MS. The token is
 * only ever put in the Access-Token header of this request.
 */
export async function sendToEventsApi(input: ServerEvent, context: EventContext): Promise<EventsApiAnswer> {
  const { TIKTOK_EVENTS_API_URL: url, TIKTOK_EVENTS_TIMEOUT_MS: timeoutMs } = env();
  const signal = AbortSignal.timeout(timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Access-Token": input.accessToken, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(eventsApiBody(input, context)),
      redirect: "manual",
      cache: "no-store",
      signal,
    });
    status = response.status;
    // An answer past the cap is not TikTok's envelope: eventsApiAnswer reports the HTTP status.
    text = (await readCapped(response.body, MAX_ANSWER_BYTES))?.toString("utf8") ?? "";
  } catch (error) {
    if (signal.aborted) {
      throw new ApiError("upstream_timeout", eventsApiMessages.timeout(Math.round(timeoutMs / 100) / 10));
    }
    console.warn(`[pixel] Events API inacessível: ${error instanceof Error ? error.name : typeof error}`);
    throw new ApiError("upstream_error", eventsApiMessages.unreachable);
  }
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not TikTok's envelope: eventsApiAnswer reports the HTTP status
  }
  return eventsApiAnswer(status, body, input.eventId);
}
