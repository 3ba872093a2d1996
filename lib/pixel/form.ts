import { defaultPixelEvent, valuePixelEvents, type PixelEvent } from "./events";
import type { PhoneNormalizer } from "./normalize";

export const pixelCurrencies = ["BRL", "USD", "EUR"] as const;

export type { PixelEvent };
export type PixelCurrency = (typeof pixelCurrencies)[number];

export type PixelForm = {
  pixelId: string;
  email: string;
  phone: string;
  contentId: string;
  event: PixelEvent;
  /** As typed, in Brazilian money ("1.234,56"); empty sends no value. */
  value: string;
  /** The visitor says the event goes without a value (a value event needs one or this). */
  noValue: boolean;
  currency: PixelCurrency;
  testEventCode: string;
  /** Optional; a fresh one is made for each attempt when empty. */
  eventId: string;
  /** Optional; when filled the event also goes to the Events API, through our server, with this token. */
  accessToken: string;
};

export const emptyPixelForm: PixelForm = {
  pixelId: "",
  email: "",
  phone: "",
  contentId: "",
  event: defaultPixelEvent,
  value: "",
  noValue: false,
  currency: "BRL",
  testEventCode: "",
  eventId: "",
  accessToken: "",
};

export const pixelMessages = {
  pixelIdRequired: "Pixel ID é obrigatório!",
  contactRequired: (event: PixelEvent) => `E-mail e telefone são obrigatórios para ${event}!`,
  emailInvalid: "E-mail inválido. Use o formato nome@exemplo.com.",
  valueRequired: (event: PixelEvent) => `Informe o valor de ${event} (ex.: 199,90) ou marque "Sem valor".`,
  contentIdRequired: "Content ID é obrigatório para Video Shopping Ads!",
  phoneInvalid: "Telefone inválido. Informe DDD e número, ex.: (11) 98765-4321, ou +DDI para outro país.",
  valueNegative: "O valor não pode ser negativo.",
  valueUnreadable: "Valor inválido. Use o formato 199,90 ou 1.234,56.",
  success: (event: PixelEvent) => `Evento ${event} disparado com sucesso!`,
  invalidId: "Erro ao carregar o pixel. Verifique o Pixel ID.",
  blocked:
    "O pixel não carregou: script bloqueado (bloqueador de anúncios ou rede). " +
    "Desative o bloqueador nesta página ou verifique a conexão e dispare de novo.",
  noAnswer: "O script do pixel não respondeu a tempo. Verifique a conexão e dispare de novo.",
  testEventCodeInvalid: "Test Event Code inválido. Copie o código da aba Test Events (ex.: TEST12345), sem espaços.",
  accessTokenInvalid:
    "Access token inválido: ele tem de 16 a 256 caracteres, só letras, números, - e _, sem espaços nem a palavra " +
    "Bearer. Cole o token gerado no Gerenciador de Eventos (pixel > Configurações > Events API).",
} as const;

export type PixelField = "pixelId" | "email" | "phone" | "contentId" | "value" | "testEventCode" | "accessToken";
export type PixelFormError = { field: PixelField; message: string };

/** Every problem of the form at once, one per field, in the fields' order (the page shows each at its field). */
export function validatePixelForm(form: PixelForm, normalizePhone: PhoneNormalizer): PixelFormError[] {
  const contact = pixelMessages.contactRequired(form.event);
  const problems: PixelFormError[] = [];
  const add = (field: PixelField, message: string) => problems.push({ field, message });
  if (!form.pixelId.trim()) add("pixelId", pixelMessages.pixelIdRequired);
  if (!form.email.trim()) add("email", contact);
  else if (!isEmailShape(form.email.trim())) add("email", pixelMessages.emailInvalid);
  if (!form.phone.trim()) add("phone", contact);
  else if (!normalizePhone(form.phone)) add("phone", pixelMessages.phoneInvalid);
  if (!form.contentId.trim()) add("contentId", pixelMessages.contentIdRequired);
  const value = eventValue(form);
  if (Number.isNaN(value)) add("value", pixelMessages.valueUnreadable);
  else if (value === undefined && valuePixelEvents.includes(form.event) && !form.noValue)
    add("value", pixelMessages.valueRequired(form.event));
  else if (value !== undefined && value < 0) add("value", pixelMessages.valueNegative);
  if (form.testEventCode.trim() && !isTestEventCodeShape(form.testEventCode.trim())) {
    add("testEventCode", pixelMessages.testEventCodeInvalid);
  }
  if (form.accessToken.trim() && !isAccessTokenShape(form.accessToken.trim())) {
    add("accessToken", pixelMessages.accessTokenInvalid);
  }
  return problems;
}

/** The value the event carries: none when the field is empty or "Sem valor" is marked (NaN when unreadable). */
export function eventValue(form: Pick<PixelForm, "value" | "noValue">): number | undefined {
  return form.noValue || !form.value.trim() ? undefined : parseMoney(form.value);
}

/** Something@domain.tld: what TikTok can match; "maria@" is not an e-mail. */
export function isEmailShape(email: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/** TikTok shows codes like TEST12345; letters, digits, - and _ leave room for other formats. */
export function isTestEventCodeShape(code: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(code);
}

/**
 * TikTok's Events API tokens are long runs of letters and digits (40 hex characters today). Anything else
 * (a space, "Bearer ", a pasted URL) is refused before a request is made; the server applies the same test.
 */
export function isAccessTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{16,256}$/.test(token);
}

/** Without a comma, a dot followed by exactly three digits groups thousands ("1.234"); any other dot is decimal. */
export function parseMoney(text: string): number {
  const clean = text.replace(/R\$|\s/g, "");
  if (!clean) return 0;
  if (!/^-?[\d.,]+$/.test(clean)) return NaN;
  const decimal = clean.includes(",")
    ? clean.replaceAll(".", "").replace(",", ".")
    : /^-?\d{1,3}(\.\d{3})+$/.test(clean)
      ? clean.replaceAll(".", "")
      : clean;
  return /^-?\d*\.?\d+$|^-?\d+\.$/.test(decimal) ? Number(decimal) : NaN;
}

/** TikTok pixel ids are 20 uppercase letters or digits, usually starting with C. Only a hint. */
export function looksLikeTikTokPixelId(id: string): boolean {
  return /^[A-Z0-9]{20}$/.test(id.trim());
}
