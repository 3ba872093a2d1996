import { contactTopics, type ContactTopic } from "@/lib/content/contact";
import { plans, type PlanId } from "@/lib/content/landing";
import { z } from "./zod";

export const contactLimits = { name: 120, contact: 200, message: 2000 } as const;

export const contactMessages = {
  name: "Informe o seu nome.",
  nameLong: `O nome pode ter até ${contactLimits.name} caracteres.`,
  contact: "Informe um e-mail ou um WhatsApp para respondermos.",
  contactInvalid: "Informe um e-mail válido (nome@exemplo.com) ou um WhatsApp com DDD, por exemplo (11) 98765-4321.",
  message: "Escreva a sua mensagem.",
  messageLong: `A mensagem pode ter até ${contactLimits.message.toLocaleString("pt-BR")} caracteres.`,
  topic: "Escolha o assunto da mensagem.",
  plan: "Escolha um dos planos da lista.",
} as const;

const email = z.email();
/** A phone as people type it: digits, spaces, +, parentheses, dots and dashes; 10 to 13 digits (DDD, maybe +55). */
const isPhone = (value: string) => /^\+?[\d\s().-]+$/.test(value) && /^\d{10,13}$/.test(value.replace(/\D/g, ""));

const topicIds = Object.keys(contactTopics) as [ContactTopic, ...ContactTopic[]];
const planIds = plans.map((plan) => plan.id) as [PlanId, ...PlanId[]];

/** POST /api/contact, shared by the landing page's form and the route. */
export const contactSchema = z.object({
  name: z.string({ error: contactMessages.name }).trim().min(1, contactMessages.name).max(contactLimits.name, contactMessages.nameLong),
  contact: z
    .string({ error: contactMessages.contact })
    .trim()
    .min(1, contactMessages.contact)
    .max(contactLimits.contact, contactMessages.contactInvalid)
    .refine((value) => (value.includes("@") ? email.safeParse(value).success : isPhone(value)), contactMessages.contactInvalid),
  topic: z.enum(topicIds, { error: contactMessages.topic }).default("projeto"),
  plan: z
    .union([z.enum(planIds), z.literal("")], { error: contactMessages.plan })
    .optional()
    .transform((value) => value || undefined),
  message: z
    .string({ error: contactMessages.message })
    .trim()
    .min(1, contactMessages.message)
    .max(contactLimits.message, contactMessages.messageLong),
  /** Honeypot: hidden from people, filled in by bots. A filled one is answered as a success and dropped. */
  website: z.string().max(500).optional(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactLead = z.output<typeof contactSchema>;
