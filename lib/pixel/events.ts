/**
 * TikTok's standard web events as of the 2025 renaming, and the legacy names TikTok still accepts.
 * The page's select, the validation (browser and server) and the tests all read this one list.
 */
type CurrentEvent = { name: string; label: string };
type LegacyEvent = { name: string; label: string; replacedBy: string };

const current = [
  { name: "ViewContent", label: "visualização de um produto ou página" },
  { name: "AddToCart", label: "produto adicionado ao carrinho" },
  { name: "InitiateCheckout", label: "início do checkout" },
  { name: "AddPaymentInfo", label: "dados de pagamento informados" },
  { name: "Purchase", label: "compra concluída" },
  { name: "CompleteRegistration", label: "cadastro concluído" },
  { name: "Lead", label: "contato deixado em um formulário (lead)" },
  { name: "Contact", label: "contato pelo WhatsApp, telefone ou e-mail" },
  { name: "Download", label: "download de um arquivo ou app" },
  { name: "Search", label: "busca no site" },
  { name: "Subscribe", label: "assinatura de um plano ou lista" },
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

/** Events about money: TikTok optimises them by value, so the tester asks for one or an explicit "Sem valor". */
export const valuePixelEvents: readonly PixelEvent[] = [
  "AddToCart",
  "InitiateCheckout",
  "AddPaymentInfo",
  "Purchase",
  "Subscribe",
  "CompletePayment",
  "PlaceAnOrder",
];

export function isPixelEvent(name: string): name is PixelEvent {
  return (pixelEventNames as string[]).includes(name);
}

/** The current event that replaces a legacy one, or undefined for a current event. */
export function replacementOf(name: PixelEvent): PixelEvent | undefined {
  return legacy.find((event) => event.name === name)?.replacedBy;
}

/** What the select shows: the name TikTok uses, "(legado)" after a legacy one; short enough for a phone. */
export function pixelEventLabel(name: PixelEvent): string {
  return replacementOf(name) ? `${name} (legado)` : name;
}

/** The line under the select: what the event means in pt-BR, and for a legacy name, what replaces it. */
export function pixelEventHint(name: PixelEvent): string {
  const event = [...current, ...legacy].find((item) => item.name === name);
  const meaning = event?.label ?? "";
  const replacement = replacementOf(name);
  return replacement
    ? `${name} (${meaning}) é um nome legado: o TikTok o substituiu por ${replacement}. ` +
        `Prefira ${replacement} nas campanhas novas.`
    : `${name}: ${meaning}.`;
}
