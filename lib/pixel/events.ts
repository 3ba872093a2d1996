/**
 * TikTok's standard web events as of the 2025 renaming, and the legacy names TikTok still accepts.
 * The page's select, the validation (browser and server) and the tests all read this one list.
 */
type CurrentEvent = { name: string; label: string };
type LegacyEvent = { name: string; label: string; replacedBy: string };

const current = [
  { name: "ViewContent", label: "ver conteúdo" },
  { name: "AddToCart", label: "adicionar ao carrinho" },
  { name: "InitiateCheckout", label: "iniciar checkout" },
  { name: "AddPaymentInfo", label: "adicionar pagamento" },
  { name: "Purchase", label: "compra" },
  { name: "CompleteRegistration", label: "cadastro concluído" },
  { name: "Lead", label: "lead / formulário enviado" },
  { name: "Contact", label: "contato" },
  { name: "Download", label: "download" },
  { name: "Search", label: "busca" },
  { name: "Subscribe", label: "assinatura" },
] as const satisfies readonly CurrentEvent[];

const legacy = [
  { name: "CompletePayment", label: "pagamento concluído", replacedBy: "Purchase" },
  { name: "SubmitForm", label: "formulário enviado", replacedBy: "Lead" },
  { name: "PlaceAnOrder", label: "pedido feito", replacedBy: "Purchase" },
  { name: "ClickButton", label: "clique em botão", replacedBy: "Contact" },
] as const satisfies readonly LegacyEvent[];

export const currentPixelEvents = current;
export const legacyPixelEvents = legacy;

export type PixelEvent = (typeof current)[number]["name"] | (typeof legacy)[number]["name"];

export const pixelEventNames = [...current, ...legacy].map((event) => event.name) as [PixelEvent, ...PixelEvent[]];

export const defaultPixelEvent: PixelEvent = "Purchase";

export function isPixelEvent(name: string): name is PixelEvent {
  return (pixelEventNames as string[]).includes(name);
}

/** The current event that replaces a legacy one, or undefined for a current event. */
export function replacementOf(name: PixelEvent): PixelEvent | undefined {
  return legacy.find((event) => event.name === name)?.replacedBy;
}

/** What the select shows: "Purchase — compra", "CompletePayment (legado) — pagamento concluído". */
export function pixelEventLabel(name: PixelEvent): string {
  const event = [...current, ...legacy].find((item) => item.name === name);
  const legacyMark = replacementOf(name) ? " (legado)" : "";
  return `${name}${legacyMark} — ${event?.label ?? ""}`;
}

export function legacyHint(name: PixelEvent): string | undefined {
  const replacement = replacementOf(name);
  return replacement
    ? `${name} é um nome legado: o TikTok o substituiu por ${replacement}. Prefira ${replacement} nas campanhas novas.`
    : undefined;
}
