// Also read by the page (the report shown on /elementor): no server modules here.
import type { FormChoice, FormKind, FormNote, SearchChoice } from "./forms";
import { escapeHtml } from "@/lib/escape-html";
import { formatNumber } from "@/lib/format/number";

/** What a finished export holds, shown on /elementor and written as relatorio.html in the ZIP. */
export type SiteReport = {
  site: string;
  pages: { url: string; file: string; title: string }[];
  skipped: { url: string; reason: string }[];
  /** Links between the site's pages that led to an address that did not answer with a page. */
  brokenLinks: { page: string; url: string }[];
  forms: ({ page: string } & FormNote)[];
  zipBytes: number;
  /** The published site's bytes (pages and assets, uncompressed). */
  siteBytes: number;
  /** Bytes the pages would hold more if each carried its own copy of the files they share. */
  savedBytes: number;
  /** With "Otimizar imagens": the photos and fonts made smaller, and the bytes that saved. */
  optimised?: { images: number; fonts: number; savedBytes: number };
};

/** The report's sentence on "Otimizar imagens", when it was chosen. */
export function optimisedLine(optimised: NonNullable<SiteReport["optimised"]>): string {
  return `Otimizar imagens: ${optimised.images} ${optimised.images === 1 ? "imagem reduzida" : "imagens reduzidas"} e ${optimised.fonts} ${optimised.fonts === 1 ? "fonte cortada" : "fontes cortadas"} para o que as páginas usam, economia de ${formatBytes(optimised.savedBytes)}.`;
}

export const formKindNames: Record<FormKind | "search", string> = {
  elementor: "Formulário do Elementor",
  cf7: "Contact Form 7",
  wpforms: "WPForms",
  other: "Formulário",
  search: "Busca",
};

export const formChoiceNames: Record<FormChoice | SearchChoice, string> = {
  whatsapp: "abre o WhatsApp com os campos preenchidos",
  email: "abre o e-mail do visitante com os campos preenchidos",
  endpoint: "envia para o endereço escolhido",
  none: "não funciona no site estático (escolha um destino e converta de novo)",
  link: "virou um link para a busca escolhida",
  removed: "foi removida (o site estático não tem busca; informe um endereço de busca para ter um link no lugar)",
};

/** Said after a form that posts files. */
export const formFilesNote =
  "ele envia arquivos, que o WhatsApp e o e-mail não levam: escolha um endereço de envio que receba arquivos";

/** One line of the report for a form: its kind, its page, what it became (and that it posts files). */
export function formLine(form: SiteReport["forms"][number]): string {
  const files = "files" in form && form.files ? `; ${formFilesNote}` : "";
  return `${formKindNames[form.kind]} em ${form.page}: ${formChoiceNames[form.became]}${files}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024)} KB`;
  return `${formatNumber(bytes / 1024 / 1024, 1)} MB`;
}

export function reportPage(report: SiteReport): string {
  const list = (items: string[], empty: string) =>
    items.length ? `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>` : `<p>${empty}</p>`;
  const e = escapeHtml;
  return staticPage(
    `Relatório da conversão | ${e(report.site)}`,
    "max-width:48rem;margin:2rem auto;padding:0 1.5rem;overflow-wrap:anywhere",
    `
<h1>Relatório da conversão de ${e(report.site)}</h1>
<p>Tamanho total do site: ${formatBytes(report.siteBytes)}. Economia por compartilhar imagens, fontes e scripts entre as páginas: ${formatBytes(report.savedBytes)}.</p>${report.optimised ? `\n<p>${e(optimisedLine(report.optimised))}</p>` : ""}
<h2>Páginas exportadas (${report.pages.length})</h2>
${list(
  report.pages.map((page) => `<a href="${e(page.file)}">${e(page.title || page.file)}</a> (de ${e(page.url)})`),
  "Nenhuma.",
)}
<h2>Páginas que ficaram de fora (${report.skipped.length})</h2>
${list(
  report.skipped.map((page) => `${e(page.url)}: ${e(page.reason)}`),
  "Nenhuma.",
)}
<h2>Links que não levavam a lugar nenhum (${report.brokenLinks.length})</h2>
${list(
  report.brokenLinks.map((link) => `${e(link.url)} (na página ${e(link.page)})`),
  "Nenhum.",
)}
<h2>Formulários (${report.forms.length})</h2>
${list(
  report.forms.map((form) => e(formLine(form))),
  "Nenhum formulário encontrado.",
)}`,
  );
}

/** A small page of our own in the ZIP (the report, the 404): no script, no request, styles inline. */
export function staticPage(title: string, bodyStyle: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;${bodyStyle}}a{color:#2563eb}</style>
</head>
<body>${body}
</body>
</html>
`;
}
