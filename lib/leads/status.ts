/** The owner's pipeline in /painel; safe to import on the client. */
export const leadStatuses = {
  novo: "Novo",
  em_conversa: "Em conversa",
  proposta: "Proposta",
  ganho: "Ganho",
  perdido: "Perdido",
} as const;

export type LeadStatus = keyof typeof leadStatuses;

export const leadStatusIds = Object.keys(leadStatuses) as [LeadStatus, ...LeadStatus[]];
