import type { InboxLead } from "./inbox";

export const CSV_HEADER = "nome,contato,assunto,mensagem,origem,status,nota,criado_em";

/** OWASP: a spreadsheet runs a cell that starts with one of these as a formula; a leading ' makes it text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function leadsCsv(leads: InboxLead[]): string {
  const rows = leads.map((lead) =>
    [lead.name, lead.contact, lead.topic, lead.message, lead.origin, lead.status, lead.note, lead.createdAt]
      .map(csvCell)
      .join(","),
  );
  return [CSV_HEADER, ...rows].join("\n") + "\n";
}
