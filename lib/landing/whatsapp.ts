import type { ContactIntent } from "@/lib/content/contact";

/** A WhatsApp chat with `number` (digits with country code) and a prefilled message. */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** The landing page's contact form with the intent's topic (and plan) preselected. */
export function contactFormLink({ topic, plan }: ContactIntent): string {
  const query = new URLSearchParams({ assunto: topic, ...(plan ? { plano: plan.id } : {}) });
  return `/?${query}#contato`;
}

/**
 * Where a call to action leads: the WhatsApp chat SPEC.md describes when WHATSAPP_NUMBER is set, the
 * contact form otherwise (a chat link without a number only shows WhatsApp's contact picker).
 */
export function ctaHref(number: string | undefined, intent: ContactIntent): string {
  return number ? whatsappLink(number, intent.message) : contactFormLink(intent);
}
