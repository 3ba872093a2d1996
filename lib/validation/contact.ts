import { contactTopics, type ContactTopic } from "@/lib/content/contact";
import { planIds } from "@/lib/content/landing";
import { publicRoutes } from "@/lib/content/public-routes";
import * as z from "./zod";

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

export const contactSchema = z.object({
  name: z
    .string({ error: contactMessages.name })
    .check(z.trim(), z.minLength(1, contactMessages.name), z.maxLength(contactLimits.name, contactMessages.nameLong)),
  contact: z.string({ error: contactMessages.contact }).check(
    z.trim(),
    z.minLength(1, contactMessages.contact),
    z.maxLength(contactLimits.contact, contactMessages.contactInvalid),
    z.refine(
      (value) => (value.includes("@") ? email.safeParse(value).success : isPhone(value)),
      contactMessages.contactInvalid,
    ),
  ),
  topic: z._default(z.enum(topicIds, { error: contactMessages.topic }), "projeto"),
  plan: z.pipe(
    z.optional(z.union([z.enum(planIds), z.literal("")], { error: contactMessages.plan })),
    z.transform((value) => value || undefined),
  ),
  message: z
    .string({ error: contactMessages.message })
    .check(
      z.trim(),
      z.minLength(1, contactMessages.message),
      z.maxLength(contactLimits.message, contactMessages.messageLong),
    ),
  /** The public page the visitor came from, for the owner's inbox; anything else counts as the landing page. */
  origin: z.pipe(
    z.optional(z.string().check(z.maxLength(200))),
    z.transform((value) => (value && publicRoutes.includes(value) ? value : "/")),
  ),
  /** Honeypot: hidden from people, filled in by bots. A filled one is answered as a success and dropped. */
  website: z.optional(z.string().check(z.maxLength(500))),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactLead = z.output<typeof contactSchema>;
