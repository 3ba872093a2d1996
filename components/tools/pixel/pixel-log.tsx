import { Badge } from "@/components/ui/badge";
import type { PixelPayloads } from "@/lib/pixel/payload";
import type { ServerOutcome } from "@/lib/pixel/report";

export type PixelLogEntry = PixelPayloads & {
  n: number;
  time: string;
  pixelId: string;
  sent: boolean;
  /** Only when a token was given: the event went to the Events API too. */
  eventsApi?: ServerOutcome;
};

export function PixelLog({ entries }: { entries: readonly PixelLogEntry[] }) {
  return (
    <section aria-labelledby="pixel-log-title" className="grid gap-4">
      <h2 id="pixel-log-title" className="text-xl font-semibold">
        Registro de eventos
      </h2>
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          Nenhum evento disparado ainda. Cada tentativa aparece aqui com os dados enviados ao pixel.
        </p>
      ) : (
        <ol className="grid gap-4" aria-label="Tentativas, da mais recente para a mais antiga">
          {entries.map((entry) => (
            <li key={entry.n} className="grid gap-3 rounded-lg border bg-card p-4 text-sm shadow-sm">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <time className="font-mono tabular-nums">{entry.time}</time>
                <span>
                  Pixel ID <code className="font-mono font-semibold break-all">{entry.pixelId}</code>
                </span>
                {entry.sent ? (
                  <Badge variant="success">Enviado</Badge>
                ) : (
                  <Badge variant="destructive-outline">Não enviado</Badge>
                )}
              </div>
              <Call caption="ttq.identify(…)" payload={entry.identify} />
              <Call caption={`ttq.track("${entry.event}", …)`} payload={entry.track} />
              <Call caption="Opções do ttq.track (3º argumento)" payload={entry.options} />
              {entry.eventsApi ? (
                <>
                  <Call caption="Enviado ao nosso servidor para a Events API (sem o token)" payload={entry.server} />
                  <p>{entry.eventsApi.summary}</p>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Call({ caption, payload }: { caption: string; payload: object }) {
  return (
    <figure className="grid gap-1">
      <figcaption className="font-mono text-xs font-semibold text-muted-foreground">{caption}</figcaption>
      <pre className="rounded-md bg-muted p-3 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap">
        <code>{JSON.stringify(payload, null, 2)}</code>
      </pre>
    </figure>
  );
}
