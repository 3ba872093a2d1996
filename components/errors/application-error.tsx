import { httpErrorStatuses, type HttpErrorStatus } from "@/lib/http/error-pages";

type Props = {
  /** Known HTTP case, or undefined for an unexpected failure (shown as 500). */
  status: HttpErrorStatus | undefined;
  pathname?: string;
  onRetry?: () => void;
};

/** Plain markup and links only, so it renders even when the layout failed. */
export function ApplicationError({ status, pathname, onRetry }: Props) {
  const known = status ? httpErrorStatuses[status] : undefined;
  const code = status ?? 500;
  const text = known?.text ?? "Internal Server Error";
  const detail = known && "detail" in known ? `${known.detail}${pathname ? ` "${pathname}"` : ""}` : undefined;

  return (
    <div className="mx-auto max-w-2xl px-4 py-20" data-status={code}>
      <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <h2 className="mt-4 font-mono text-xl text-destructive">
        {code} {text}
      </h2>
      {detail ? <p className="mt-2 font-mono text-sm text-muted-foreground">{detail}</p> : null}
      <p className="mt-6 text-muted-foreground">
        Algo deu errado ao abrir esta página. Tente de novo ou volte para o início.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="h-10 rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
          >
            Tentar novamente
          </button>
        ) : null}
        {/* A full page load on purpose: it also recovers from a failed layout. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-md border border-input bg-card px-4 text-sm font-semibold hover:bg-muted"
        >
          Voltar ao início
        </a>
      </div>
    </div>
  );
}
