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
          {report.optimised > 0 ? (
            <p>
              {plural(report.optimised, "foto otimizada", "fotos otimizadas")}: {formatBytes(report.savedBytes)} a
              menos.
            </p>
          ) : null}
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
