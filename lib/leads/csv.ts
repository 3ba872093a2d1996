import type { InboxLead } from "./inbox";
import { planLabel } from "./reply";

export const CSV_HEADER = "nome,contato,assunto,plano,mensagem,origem,status,nota,criado_em";

/** OWASP: a spreadsheet runs a cell that starts with one of these as a formula; a leading ' makes it text. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A spreadsheet that ignores the quotes splits a cell on "," or, as Excel in pt-BR does, on ";": every piece
 * that would then start a formula gets the ' too ("olá;=HYPERLINK(...)" becomes "olá;'=HYPERLINK(...)").
 */
const FORMULA_AFTER_SEPARATOR = /([,;] *)(?=[=+\-@\t\r])/g;

export function csvCell(value: string): string {
  const pieces = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const safe = FORMULA_START.test(pieces) ? `'${pieces}` : pieces;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function leadsCsv(leads: InboxLead[]): string {
  const rows = leads.map((lead) =>
    [
      lead.name,
      lead.contact,
      lead.topic,
      planLabel(lead.plan) ?? "",
      lead.message,
      lead.origin,
      lead.status,
      lead.note,
      lead.createdAt,
    ]
      .map(csvCell)
      .join(","),
  );
  return [CSV_HEADER, ...rows].join("\n") + "\n";
}
