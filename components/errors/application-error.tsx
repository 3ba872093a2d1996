import { httpErrorStatuses, unexpectedError, type HttpErrorStatus } from "@/lib/http/error-pages";

type Props = {
  /** Known HTTP case, or undefined for an unexpected failure (shown as 500). */
  status: HttpErrorStatus | undefined;
  onRetry?: () => void;
};

/** Plain markup and links only, so it renders even when the layout failed. */
export function ApplicationError({ status, onRetry }: Props) {
  const { title, detail } = status ? httpErrorStatuses[status] : unexpectedError;
  const code = status ?? 500;

  return (
    <div className="mx-auto max-w-2xl px-4 py-20" data-status={code}>
      <p className="font-mono text-sm font-semibold text-destructive">Erro {code}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-muted-foreground">{detail}</p>
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
        {/* Full page loads on purpose: they also recover from a failed layout. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-md border border-input bg-card px-4 text-sm font-semibold hover:bg-muted"
        >
          Voltar ao início
        </a>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a
          href="/#contato"
          className="inline-flex h-10 items-center rounded-md px-4 text-sm font-semibold text-primary hover:underline"
        >
          Fale conosco
        </a>
      </div>
    </div>
  );
}
