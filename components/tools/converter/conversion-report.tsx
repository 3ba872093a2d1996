import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { formatBytes } from "@/lib/converter/site/report";
import type { ConversionReport } from "@/lib/converter/summary-header";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function list(items: string[]) {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

const widgetNames: Record<string, [string, string]> = {
  tabs: ["conjunto de abas", "conjuntos de abas"],
  accordion: ["acordeão", "acordeões"],
  toggle: ["alternador", "alternadores"],
  menu: ["menu", "menus"],
  carousel: ["carrossel", "carrosséis"],
};

export function ConversionReportView({
  report,
  embedded,
  fileName,
}: {
  report: ConversionReport | null;
  embedded: boolean;
  fileName: string;
}) {
  const counts: [number, string, string][] = report
    ? [
        [report.stylesheets, "folha de estilo", "folhas de estilo"],
        [report.images, "imagem", "imagens"],
        [report.fonts, "fonte", "fontes"],
        [report.scripts, "script", "scripts"],
      ]
    : [];
  const parts = counts.filter(([count]) => count > 0).map(([count, one, many]) => plural(count, one, many));
  const widgets = Object.entries(widgetNames)
    .filter(([kind]) => report?.widgets?.[kind as keyof ConversionReport["widgets"]])
    .map(([kind, names]) => plural(report!.widgets[kind as keyof ConversionReport["widgets"]]!, ...names));
  return (
    <Alert variant="success">
      <AlertTitle>
        Pronto! O arquivo {fileName} foi baixado{report ? ` (${formatBytes(report.bytes)})` : ""}.
      </AlertTitle>
      {report ? (
        <AlertDescription>
          {embedded ? (
            parts.length ? (
              <p>Incorporados ao arquivo: {list(parts)}.</p>
            ) : null
          ) : (
            <p>Imagens e estilos não foram incorporados: o arquivo aponta para os endereços originais.</p>
          )}
          {report.savings ? <SavingsView report={report} /> : null}
          {widgets.length ? <p>Continuam funcionando no arquivo: {list(widgets)}.</p> : null}
          {report.failedCount > 0 ? (
            <>
              <p>
                Não foi possível baixar {plural(report.failedCount, "recurso", "recursos")};{" "}
                {report.failedCount === 1 ? "ele continua" : "eles continuam"} apontando para o endereço original:
              </p>
              <ul className="mt-1 grid list-disc gap-0.5 pl-5 break-all">
                {report.failed.map((item) => (
                  <li key={item.url}>{item.url}</li>
                ))}
              </ul>
            </>
          ) : embedded ? (
            <p>Todos os recursos foram incorporados: o arquivo abre sem internet.</p>
          ) : null}
        </AlertDescription>
      ) : null}
    </Alert>
  );
}

/** What "Otimizar imagens" saved, step by step, so the visitor sees why the file is small. */
function SavingsView({ report }: { report: ConversionReport }) {
  const { resized, formats, fonts } = report.savings;
  const markup = report.savings.markup;
  const markupBytes = markup ? markup.classes + markup.dataAttributes + markup.styles.bytes + markup.whitespace : 0;
  const encoded = formats.avif + formats.webp + formats.lossless;
  const kinds = [
    [formats.avif, "em AVIF"],
    [formats.webp, "em WebP"],
    [formats.lossless, "em WebP sem perdas"],
  ] as const;
  const steps = [
    resized.count > 0 &&
      `${plural(resized.count, "imagem reduzida", "imagens reduzidas")} ao tamanho em que aparece na página: ${formatBytes(resized.bytes)} a menos`,
    encoded > 0 &&
      `${plural(encoded, "imagem num formato menor", "imagens num formato menor")} (${list(kinds.filter(([n]) => n > 0).map(([n, name]) => `${n} ${name}`))}): ${formatBytes(formats.bytes)} a menos`,
    fonts.subset > 0 &&
      `${plural(fonts.subset, "fonte cortada", "fontes cortadas")} aos caracteres que a página usa: ${formatBytes(fonts.bytes)} a menos`,
    markup &&
      markup.classes > 0 &&
      `classes que nenhum estilo nem script usa, tiradas do HTML: ${formatBytes(markup.classes)} a menos`,
    markup &&
      markup.dataAttributes > 0 &&
      `atributos data- que nenhum estilo nem script lê, tirados do HTML: ${formatBytes(markup.dataAttributes)} a menos`,
    markup &&
      markup.styles.count > 0 &&
      `estilos repetidos em ${plural(markup.styles.count, "elemento", "elementos")} viraram classes: ${formatBytes(markup.styles.bytes)} a menos`,
    markup &&
      markup.whitespace > 0 &&
      `espaços e quebras de linha das folhas de estilo: ${formatBytes(markup.whitespace)} a menos`,
  ].filter((step): step is string => Boolean(step));
  return (
    <>
      {report.savedBytes + markupBytes > 0 ? (
        <>
          <p>“Otimizar imagens” deixou o arquivo {formatBytes(report.savedBytes + markupBytes)} menor:</p>
          <ul className="mt-1 grid list-disc gap-0.5 pl-5">
            {steps.map((step) => (
              <li key={step}>{step}.</li>
            ))}
          </ul>
        </>
      ) : null}
      {fonts.failed > 0 ? (
        <p>
          {fonts.failed === 1
            ? "1 fonte não pôde ser cortada e foi mantida inteira."
            : `${fonts.failed} fontes não puderam ser cortadas e foram mantidas inteiras.`}
        </p>
      ) : null}
    </>
  );
}
