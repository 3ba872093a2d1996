import { formatBytes, formLine, optimisedLine, type SiteReport } from "@/lib/converter/site/report";

/** What went into the ZIP and what did not, as relatorio.html inside it says too. */
export function SiteReportView({ report }: { report: SiteReport }) {
  return (
    <section aria-labelledby="relatorio-site" className="grid gap-3 rounded-lg border bg-card p-4 text-sm">
      <h3 id="relatorio-site" className="font-semibold">
        Relatório da conversão
      </h3>
      <p>
        Tamanho do site: {formatBytes(report.siteBytes)}. Economia por compartilhar imagens, fontes e scripts entre as
        páginas: {formatBytes(report.savedBytes)}.
      </p>
      {report.optimised ? <p>{optimisedLine(report.optimised)}</p> : null}
      <Details title={`Páginas exportadas (${report.pages.length})`}>
        {report.pages.map((page) => (
          <li key={page.file}>
            {page.title || page.file} <span className="text-muted-foreground">({page.file})</span>
          </li>
        ))}
      </Details>
      {report.skipped.length ? (
        <Details title={`Páginas que ficaram de fora (${report.skipped.length})`}>
          {report.skipped.map((page) => (
            <li key={page.url}>
              {page.url}: {page.reason}
            </li>
          ))}
        </Details>
      ) : null}
      {report.brokenLinks.length ? (
        <Details title={`Links que não levavam a lugar nenhum (${report.brokenLinks.length})`}>
          {report.brokenLinks.map((link) => (
            <li key={`${link.page} ${link.url}`}>
              {link.url} (na página {link.page})
            </li>
          ))}
        </Details>
      ) : null}
      {report.forms.length ? (
        <Details title={`Formulários (${report.forms.length})`}>
          {report.forms.map((form, index) => (
            <li key={index}>{formLine(form)}</li>
          ))}
        </Details>
      ) : null}
    </section>
  );
}

function Details({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <details>
      <summary className="cursor-pointer font-medium">{title}</summary>
      <ul className="mt-2 grid list-disc gap-1 pl-5 break-all">{children}</ul>
    </details>
  );
}
