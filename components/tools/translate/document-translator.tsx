"use client";

import { Download, FileText, X } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { networkFailure } from "@/lib/http/client";
import { readApiError } from "@/lib/http/read-error";
import type { Quota } from "@/lib/translate/answer";
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  documentTooLarge,
  LOCALE_EXTENSIONS,
} from "@/lib/translate/documents/limits";
import { ErrorAlert, toolError, type ToolError } from "../ai/error-alert";
import { EncodingCheck, useEncodingCheck } from "./encoding-check";
import type { LanguageChoice } from "./language-bar";
import { LocaleReviewPanel } from "./locale-review";
import type { LocaleReview } from "@/lib/translate/documents/locale/review";
import { formatNumber } from "@/lib/format/number";

/** What GET /api/translate/document/{id} answers (lib/translate/documents/jobs.ts documentJobView). */
type JobView = {
  id: string;
  status: "queued" | "running" | "done" | "failed" | "cancelled";
  name: string;
  progress: { done: number; total: number };
  message?: string;
  review?: number;
  convertedFrom?: string;
  /** A locale file's review (strings kept in the source language, plural forms added). */
  report?: LocaleReview;
  /** Once it ended without its file: the day's quota, with the untranslated blocks' characters given back. */
  quota?: Quota;
};

const POLL_MS = 1_000;
const jobUrl = (id: string) => `/api/translate/document/${encodeURIComponent(id)}`;
const active = (job: JobView | null) => job?.status === "queued" || job?.status === "running";

/**
 * "Traduzir arquivo": the file goes up once (Prefer: respond-async) and is translated as a job on the server,
 * which survives a reload, a closed tab and a restart; the page follows it ("N de M blocos"), "Cancelar" stops
 * it, and the finished file is downloaded from the server. On load it finds the account's latest job again.
 */
export function DocumentTranslator({
  languages,
  quota,
  onQuotaChanged,
}: {
  languages: LanguageChoice;
  quota?: Quota;
  onQuotaChanged(quota: Quota): void;
}) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [job, setJob] = useState<JobView | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const running = sending || active(job);
  const check = useEncodingCheck((message) => setError(toolError(message)));

  // The account's latest document, running or finished, as the last visit left it.
  useEffect(() => {
    let stale = false;
    void fetch("/api/translate/document", { cache: "no-store" })
      .then(async (response) => (response.ok ? ((await response.json()) as { job: JobView | null }) : null))
      .then((answer) => {
        if (stale || !answer?.job || answer.job.status === "cancelled") return;
        setJob((current) => current ?? answer.job);
        if (answer.job.status === "failed" && answer.job.message) setError(toolError(answer.job.message));
      })
      .catch(() => {});
    return () => {
      stale = true;
    };
  }, []);

  // Follows a queued or running job until it ends (a failed one's answer brings the quota it gave back).
  const quotaChanged = useEffectEvent((quota: Quota) => onQuotaChanged(quota));
  const following = active(job) ? job!.id : null;
  useEffect(() => {
    if (!following) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const response = await fetch(jobUrl(following), { cache: "no-store" });
        if (stopped) return;
        if (!response.ok) {
          const failure = await readApiError(response);
          setJob(null);
          return setError(toolError(failure?.message ?? "A tradução do arquivo falhou. Tente novamente."));
        }
        const now = (await response.json()) as JobView;
        if (stopped) return;
        setJob(now);
        if (now.quota) quotaChanged(now.quota);
        if ((now.status === "failed" || now.status === "cancelled") && now.message) setError(toolError(now.message));
        if (!active(now)) return;
      } catch {
        // A dropped connection: the job goes on on the server; the next poll asks again.
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [following]);

  function choose(chosen: File | null) {
    setError(null);
    setJob(null);
    if (chosen && chosen.size > DOCUMENT_MAX_BYTES) {
      setFile(null);
      check.start(null);
      return setError(toolError(documentTooLarge));
    }
    setFile(chosen);
    check.start(chosen);
  }

  async function send() {
    if (!file || running) return;
    setSending(true);
    setError(null);
    setJob(null);
    const form = new FormData();
    form.set("target", languages.target);
    form.set("source", languages.source);
    form.set("formality", languages.formality);
    // The encoding the page showed, detected or chosen: the file is read exactly as the person saw it.
    if (check.reading) form.set("encoding", check.reading.encoding);
    form.set("file", file);
    try {
      const response = await fetch("/api/translate/document", {
        method: "POST",
        body: form,
        headers: { Prefer: "respond-async" },
      });
      if (response.status !== 202) {
        const failure = await readApiError(response);
        return setError(toolError(failure?.message ?? "A tradução do arquivo falhou. Tente novamente."));
      }
      const answer = (await response.json()) as { id: string; quota: Quota };
      onQuotaChanged(answer.quota);
      setJob({ id: answer.id, status: "queued", name: file.name, progress: { done: 0, total: 0 } });
    } catch {
      setError(toolError(networkFailure().message));
    } finally {
      setSending(false);
    }
  }

  async function cancel() {
    if (!job) return;
    try {
      const response = await fetch(jobUrl(job.id), { method: "DELETE" });
      if (!response.ok) {
        const failure = await readApiError(response);
        return setError(toolError(failure?.message ?? "Não foi possível cancelar. Tente novamente."));
      }
      const now = (await response.json()) as JobView;
      setJob(now);
      if (now.quota) onQuotaChanged(now.quota);
      if (now.message) setError(toolError(now.message));
    } catch {
      setError(toolError(networkFailure().message));
    }
  }

  const progress = active(job) && job!.progress.total > 0 ? job!.progress : null;
  const result = job?.status === "done" ? job : null;
  const left = quota ? Math.max(0, quota.limit - quota.used) : undefined;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid min-w-0 gap-3 rounded-lg border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Traduzir arquivo
      </h2>
      <p className="text-sm text-muted-foreground">
        .txt, .srt ou .vtt (legendas), .docx (Word), .xlsx (Excel) ou .pptx (PowerPoint), até 5 MB e 250.000 caracteres,
        nos idiomas escolhidos acima. Volta no mesmo formato: tempos das legendas, parágrafos, estilos, negrito e
        itálico ficam como estão. Legendas e textos em outra codificação (windows-1250, windows-1252, KOI8-R, UTF-16...)
        voltam em UTF-8: antes de traduzir, a página mostra em qual codificação leu o arquivo e deixa escolher outra. A
        tradução continua no servidor se você fechar a página: volte aqui para acompanhar e baixar (o arquivo fica 24
        horas).
      </p>
      <p className="text-sm text-muted-foreground">
        Também arquivos de idioma de apps ({LOCALE_EXTENSIONS.map((extension) => `.${extension}`).join(", ")}): chaves,
        marcadores como {"{nome}"} e %s e formas de plural do idioma de destino ficam certos, e uma revisão mostra o que
        ficou no idioma de origem e por quê.
      </p>
      {left !== undefined ? (
        <p className="text-sm">
          Você ainda pode traduzir hoje {formatNumber(left)} caracteres (de {formatNumber(quota!.limit)}).
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        No Word, traduzimos o corpo, tabelas, caixas de texto, cabeçalhos, rodapés, notas e comentários; alterações
        controladas continuam marcadas e a leitura fonética (furigana) é apagada onde o texto mudou. No Excel,
        traduzimos o texto das células, comentários, títulos de gráficos e cabeçalhos de tabelas; números, datas,
        fórmulas, nomes das abas, nomes definidos, listas de validação e formatação ficam como estão, e também
        marcadores como {"{{item.nome}}"}.
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-file`}>Arquivo</Label>
        <input
          ref={picker}
          id={`${id}-file`}
          type="file"
          accept={DOCUMENT_ACCEPT}
          disabled={Boolean(running)}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="block w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-2 file:text-sm"
        />
      </div>
      {check.reading && !running ? (
        <EncodingCheck reading={check.reading} busy={check.busy} onChoose={check.choose} />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="gradient"
          className="w-full sm:w-auto"
          disabled={!file || check.busy}
          loading={Boolean(running)}
          onClick={() => void send()}
        >
          {running ? null : <FileText aria-hidden="true" />}
          {running ? "Traduzindo arquivo..." : "Traduzir arquivo"}
        </Button>
        {active(job) ? (
          <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={() => void cancel()}>
            <X aria-hidden="true" />
            Cancelar
          </Button>
        ) : null}
      </div>
      {progress ? (
        <div className="grid gap-1.5">
          <progress
            className="h-2 w-full accent-primary"
            max={Math.max(progress.total, 1)}
            value={progress.done}
            aria-labelledby={`${id}-progress`}
          />
          <p id={`${id}-progress`} role="status" className="text-sm">
            {progress.done} de {progress.total} blocos
          </p>
        </div>
      ) : null}
      <ErrorAlert error={error} />
      {result ? (
        <div className="grid gap-2 rounded-md bg-muted/60 p-4" role="status">
          <p className="text-sm font-medium">Arquivo traduzido.</p>
          {result.convertedFrom ? <p className="text-sm">Convertido de {result.convertedFrom} para UTF-8.</p> : null}
          {result.review && !result.report ? (
            <p className="text-sm">
              {result.review === 1 ? "Um trecho está marcado" : `${result.review} trechos estão marcados`} com
              “[revisar]”: a tradução perdeu um código, link ou número ali. Confira antes de usar.
            </p>
          ) : null}
          <a
            href={`${jobUrl(result.id)}/file`}
            download={result.name}
            className="inline-flex w-fit max-w-full items-center gap-2 text-sm font-medium break-all text-primary underline-offset-4 hover:underline"
          >
            <Download aria-hidden="true" className="size-4 shrink-0" />
            Baixar {result.name}
          </a>
          {result.report ? <LocaleReviewPanel review={result.report} name={result.name} /> : null}
        </div>
      ) : null}
    </section>
  );
}
