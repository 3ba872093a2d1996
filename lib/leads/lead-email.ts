import { contactTopics } from "@/lib/content/contact";
import { escapeHtml } from "@/lib/escape-html";
import type { Mail } from "@/lib/mail/transport";
import type { Lead } from "@/lib/db/schema";
import { planLabel, replyLinks } from "./reply";

const when = (date: Date) =>
  date.toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" });

function replyLink(contact: string, name: string, companyName: string): string {
  const links = replyLinks(contact, name, companyName);
  return "email" in links ? links.email : links.whatsapp;
}

export function leadEmail(lead: Lead, to: string, companyName: string): Mail {
  const topic = contactTopics[lead.topic as keyof typeof contactTopics] ?? lead.topic;
  const fields: [string, string][] = [
    ["Nome", lead.name],
    ["Contato", lead.contact],
    ["Assunto", topic],
    ["Plano", planLabel(lead.plan) ?? "Nenhum plano escolhido"],
    ["Recebido em", `${when(lead.createdAt)} (horário de Brasília)`],
  ];
  const reply = replyLink(lead.contact, lead.name, companyName);
  const text = [
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    "Mensagem:",
    lead.message,
    "",
    `Responder: ${reply}`,
  ].join("\n");
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2330">
<p>Novo contato pelo site:</p>
<table>${rows}</table>
<p style="white-space:pre-wrap;border-left:3px solid #3b5bdb;padding-left:12px">${escapeHtml(lead.message)}</p>
<p><a href="${escapeHtml(reply)}">Responder</a></p>
</body></html>`;
  return {
    to,
    subject: `Novo contato pelo site: ${topic} - ${lead.name.replace(/\s+/g, " ")}`,
    text,
    html,
    ...(lead.contact.includes("@") ? { replyTo: lead.contact } : {}),
  };
}
