import { isAccessTokenShape, isTestEventCodeShape, pixelCurrencies, pixelMessages } from "@/lib/pixel/form";
import { pixelEventNames } from "@/lib/pixel/events";
import * as z from "./zod";

export const serverEventMessages = {
  pixelIdInvalid: "Pixel ID inválido. Use o ID do Gerenciador de Eventos: só letras e números.",
  event: "Escolha um dos eventos da lista.",
  eventId: "Event ID inválido. Use até 128 caracteres, sem espaços.",
  hash: "E-mail e telefone devem chegar em hash SHA-256. Recarregue a página e dispare de novo.",
  value: pixelMessages.valueUnreadable,
  currency: "Escolha uma das moedas da lista.",
  accessTokenRequired: "Informe o Access token (Events API) para enviar o evento pelo servidor.",
} as const;

const sha256Hex = z
  .string({ error: serverEventMessages.hash })
  .check(z.regex(/^[0-9a-f]{64}$/, serverEventMessages.hash));
const trimmed = (error: string) => z.string({ error }).check(z.trim());

/** POST /api/pixel/events: the event the browser just fired, hashed, plus the token for this one request. */
export const serverEventSchema = z.object({
  pixelId: trimmed(pixelMessages.pixelIdRequired).check(
    z.minLength(1, pixelMessages.pixelIdRequired),
    z.regex(/^[A-Za-z0-9_-]{1,64}$/, serverEventMessages.pixelIdInvalid),
  ),
  event: z.enum(pixelEventNames, { error: serverEventMessages.event }),
  eventId: trimmed(serverEventMessages.eventId).check(
    z.minLength(1, serverEventMessages.eventId),
    z.regex(/^\S{1,128}$/, serverEventMessages.eventId),
  ),
  testEventCode: z.optional(
    trimmed(pixelMessages.testEventCodeInvalid).check(
      z.refine((code) => code === "" || isTestEventCodeShape(code), pixelMessages.testEventCodeInvalid),
    ),
  ),
  email: sha256Hex,
  phone: sha256Hex,
  value: z.optional(
    z
      .number({ error: serverEventMessages.value })
      .check(z.gte(0, pixelMessages.valueNegative), z.lte(1_000_000_000, serverEventMessages.value)),
  ),
  currency: z.optional(z.enum(pixelCurrencies, { error: serverEventMessages.currency })),
  contentId: trimmed(pixelMessages.contentIdRequired).check(
    z.minLength(1, pixelMessages.contentIdRequired),
    z.maxLength(200, pixelMessages.contentIdRequired),
  ),
  accessToken: trimmed(serverEventMessages.accessTokenRequired).check(
    z.minLength(1, serverEventMessages.accessTokenRequired),
    z.refine(isAccessTokenShape, pixelMessages.accessTokenInvalid),
  ),
});

export type ServerEvent = z.output<typeof serverEventSchema>;
