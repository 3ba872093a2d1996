import type { ContactIntent } from "@/lib/content/contact";

export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

export function contactFormLink({ topic, plan }: Pick<ContactIntent, "topic" | "plan">): string {
  const query = new URLSearchParams({ assunto: topic, ...(plan ? { plano: plan.id } : {}) });
  return `/?${query}#contato`;
}

/** A chat link without a number only shows WhatsApp's contact picker, so the form stands in. */
export function ctaHref(number: string | undefined, intent: ContactIntent): string {
  return number ? whatsappLink(number, intent.message) : contactFormLink(intent);
}
