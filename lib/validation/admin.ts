import { planIds, plans } from "@/lib/content/landing";
import { leadStatusIds } from "@/lib/leads/status";
import * as z from "./zod";

export const NOTE_MAX = 2000;
export const SEARCH_MAX = 200;

export const adminMessages = {
  status: "Escolha um status da lista: novo, em conversa, proposta, ganho ou perdido.",
  noteLong: `A nota pode ter até ${NOTE_MAX.toLocaleString("pt-BR")} caracteres.`,
  nothing: "Envie o status, a nota ou os dois.",
  searchLong: `A busca pode ter até ${SEARCH_MAX} caracteres.`,
  origin: "Origem desconhecida.",
  plan: `Escolha um plano da lista: ${plans
    .map((plan) => plan.title)
    .join(", ")
    .replace(/, ([^,]+)$/, " ou $1")}.`,
} as const;

const status = z.enum(leadStatusIds, { error: adminMessages.status });

export const leadUpdateSchema = z
  .object({
    status: z.optional(status),
    note: z.optional(z.string({ error: adminMessages.noteLong }).check(z.maxLength(NOTE_MAX, adminMessages.noteLong))),
  })
  .check(z.refine((value) => value.status !== undefined || value.note !== undefined, adminMessages.nothing));

/** The list's query string: every filter optional, an empty one means "all". */
export const leadFilterSchema = z.object({
  status: z.optional(z.union([status, z.literal("")])),
  origin: z.optional(z.string().check(z.maxLength(200, adminMessages.origin))),
  plan: z.optional(z.union([z.enum(planIds), z.literal("")], { error: adminMessages.plan })),
  q: z.optional(z.string().check(z.maxLength(SEARCH_MAX, adminMessages.searchLong))),
});

export type LeadUpdate = z.output<typeof leadUpdateSchema>;
export type LeadFilter = z.output<typeof leadFilterSchema>;
