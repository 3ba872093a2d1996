import { planPrice, plans } from "@/lib/content/landing";
import { whatsappLink } from "@/lib/landing/whatsapp";

/** How the owner answers a lead: an e-mail, or a phone number as WhatsApp (the form asks for one) and as a call. */
export type ReplyLinks = { email: string } | { whatsapp: string; phone: string };

/**
 * A number without the country code is Brazilian (the form asks for one with DDD). Safe on the client, so the
 * company's name (Env.companyName) comes from the caller.
 */
export function replyLinks(contact: string, name: string, companyName: string): ReplyLinks {
  if (contact.includes("@")) return { email: `mailto:${contact}` };
  const digits = contact.replace(/\D/g, "");
  const international = digits.length <= 11 ? `55${digits}` : digits;
  return {
    whatsapp: whatsappLink(international, `Olá, ${name}! Aqui é da ${companyName}.`),
    phone: `tel:+${international}`,
  };
}

/** The plan a lead chose on the landing page, as the owner reads it ("Profissional (R$ 1.999)"). */
export function planLabel(planId: string | null): string | undefined {
  const plan = plans.find((candidate) => candidate.id === planId);
  return plan ? `${plan.title} (R$ ${planPrice(plan)})` : undefined;
}

export const planOptions = plans.map((plan) => ({ value: plan.id, label: plan.title }));
