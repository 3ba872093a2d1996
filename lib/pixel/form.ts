/** The pixel tester's form: its fields, choices and the checks SPEC.md asks for, in its order. */

export const pixelEvents = ["CompletePayment", "Purchase", "ViewContent", "AddToCart"] as const;
export const pixelCurrencies = ["BRL", "USD", "EUR"] as const;

export type PixelEvent = (typeof pixelEvents)[number];
export type PixelCurrency = (typeof pixelCurrencies)[number];

export type PixelForm = {
  pixelId: string;
  email: string;
  phone: string;
  contentId: string;
  event: PixelEvent;
  /** As typed in the number field; empty means 0. */
  value: string;
  currency: PixelCurrency;
};

export const emptyPixelForm: PixelForm = {
  pixelId: "",
  email: "",
  phone: "",
  contentId: "",
  event: "CompletePayment",
  value: "",
  currency: "BRL",
};

export const pixelMessages = {
  pixelIdRequired: "Pixel ID é obrigatório!",
  contactRequired: "Email e telefone são obrigatórios para CompletePayment!",
  contentIdRequired: "Content ID é obrigatório para Video Shopping Ads!",
  success: "Evento disparado com sucesso!",
  loadFailed: "Erro ao carregar o pixel. Verifique o Pixel ID.",
} as const;

export type PixelField = "pixelId" | "email" | "phone" | "contentId";
export type PixelFormError = { field: PixelField; message: string };

/** The first failing rule, in SPEC's order, or null when the form may be sent. */
export function validatePixelForm(form: PixelForm): PixelFormError | null {
  if (!form.pixelId.trim()) return { field: "pixelId", message: pixelMessages.pixelIdRequired };
  if (!form.email.trim()) return { field: "email", message: pixelMessages.contactRequired };
  if (!form.phone.trim()) return { field: "phone", message: pixelMessages.contactRequired };
  if (!form.contentId.trim()) return { field: "contentId", message: pixelMessages.contentIdRequired };
  return null;
}

/** The number field's text as a value: empty or unreadable is 0; a comma is read as the decimal point. */
export function parseValue(text: string): number {
  const value = Number(text.trim().replace(",", "."));
  return Number.isFinite(value) ? value : 0;
}

/** TikTok pixel ids are 20 uppercase letters or digits, usually starting with C. Only a hint. */
export function looksLikeTikTokPixelId(id: string): boolean {
  return /^[A-Z0-9]{20}$/.test(id.trim());
}
