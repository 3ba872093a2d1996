import { CircleCheck, CircleMinus, CircleX, ExternalLink } from "lucide-react";
import { CopyButton } from "@/components/ui/copy-button";
import { eventsManagerUrl } from "@/lib/pixel/events-api-answer";
import { moneyOf, pixelReport, type FireAttempt } from "@/lib/pixel/report";

/** The latest attempt, checked: what each half sent, what passed, what to fix, as text to paste anywhere. */
export function PixelReportView({ attempt }: { attempt: FireAttempt }) {
  const { checks, fixes, text } = pixelReport(attempt);
  const { payloads, server } = attempt;
  const browserRows: [string, string][] = [
    ["Evento", payloads.event],
    ["event_id", payloads.options.event_id],
    ["email (sha256)", payloads.identify.email],
    ["phone (sha256)", payloads.identify.phone_number],
    ["Valor e moeda", moneyOf(payloads.track.value, payloads.track.currency)],
  ];
  const serverRows: [string, string][] = [
    ["Evento", payloads.server.event],
    ["event_id", server?.eventId ?? "não confirmado pelo servidor"],
    ["email (sha256)", payloads.server.email],
    ["phone (sha256)", payloads.server.phone],
    ["Valor e moeda", moneyOf(payloads.server.value, payloads.server.currency)],
  ];
  return (
    <section
      aria-labelledby="pixel-report-title"
      className="grid gap-4 rounded-lg border bg-card p-6 text-sm shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pixel-report-title" className="text-xl font-semibold">
          Relatório do disparo
        </h2>
        <CopyButton text={text} label="Copiar relatório" copiedLabel="Relatório copiado!" size="default" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SentList title="Enviado pelo navegador (ttq.track)" rows={browserRows} />
        {server ? (
          <SentList title="Enviado pelo servidor (Events API)" rows={serverRows} />
        ) : (
          <div className="grid content-start gap-2">
            <h3 className="font-semibold">Enviado pelo servidor (Events API)</h3>
            <p className="text-muted-foreground">Nada: sem Access token, só o navegador enviou.</p>
          </div>
        )}
      </div>
      <div className="grid gap-2">
        <h3 className="font-semibold">Verificações</h3>
        <ul className="grid gap-2" aria-label="Verificações">
          {checks.map((check) => (
            <li key={check.label} className="flex gap-2">
              {check.ok === null ? (
                <CircleMinus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              ) : check.ok ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
              )}
              <span className="min-w-0 break-words">
                <strong>{check.label}</strong>
                {`: ${check.ok === null ? "não verificado" : check.ok ? "sim" : "não"} — ${check.detail}`}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-2">
        <h3 className="font-semibold">O que corrigir</h3>
        <ul className="grid list-disc gap-1 pl-5">
          {fixes.map((fix) => (
            <li key={fix} className="break-words">
              {fix}
            </li>
          ))}
        </ul>
      </div>
      <a
        href={eventsManagerUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
      >
        Abrir Test Events no Gerenciador de Eventos do TikTok
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">(abre em nova aba)</span>
      </a>
    </section>
  );
}

function SentList({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <div className="grid content-start gap-2">
      <h3 className="font-semibold">{title}</h3>
      <dl className="grid gap-1">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-mono text-xs break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
