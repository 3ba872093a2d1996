"use client";

import { Download, FileText, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { networkFailure } from "@/lib/http/client";
import { readApiError } from "@/lib/http/read-error";
import type { Quota } from "@/lib/translate/answer";
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, documentTooLarge } from "@/lib/translate/documents/limits";
import { ErrorAlert, toolError, type ToolError } from "../ai/error-alert";
import type { LanguageChoice } from "./language-bar";

type Line =
  | { progress: { done: number; total: number } }
  | { file: { name: string; type: string; review: number; quota: Quota; convertedFrom?: string; base64: string } }
  | { error: { code: string; message: string } };

type Done = { name: string; url: string; review: number; convertedFrom?: string };

function toBlob(base64: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}

/**
 * "Traduzir arquivo": sends the file once and reads the route's NDJSON lines: "N de M blocos" as each block is
 * done, then the file. "Cancelar" aborts the request, which stops the model calls on the server.
 */
export function DocumentTranslator({
  languages,
  onQuotaChanged,
}: {
  languages: LanguageChoice;
  onQuotaChanged(quota: Quota): void;
}) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [running, setRunning] = useState<AbortController | null>(null);
  const [result, setResult] = useState<Done | null>(null);
  const [error, setError] = useState<ToolError | null>(null);

  // The download's object URL lives until the next file or the page's end.
  useEffect(() => () => (result ? URL.revokeObjectURL(result.url) : undefined), [result]);

  function choose(chosen: File | null) {
    setError(null);
    setResult(null);
    if (chosen && chosen.size > DOCUMENT_MAX_BYTES) {
      setFile(null);
      return setError(toolError(documentTooLarge));
    }
    setFile(chosen);
  }

  async function send() {
    if (!file || running) return;
    const controller = new AbortController();
    setRunning(controller);
    setError(null);
    setResult(null);
    setProgress(null);
    const form = new FormData();
    form.set("target", languages.target);
    form.set("source", languages.source);
    form.set("formality", languages.formality);
    form.set("file", file);
    try {
      const response = await fetch("/api/translate/document", {
        method: "POST",
        body: form,
        headers: { Accept: "application/x-ndjson" },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        const failure = await readApiError(response);
        return setError(toolError(failure?.message ?? "A tradução do arquivo falhou. Tente novamente."));
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffered += value;
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        for (const line of lines.filter(Boolean)) {
          const event = JSON.parse(line) as Line;
          if ("progress" in event) setProgress(event.progress);
          else if ("error" in event) setError(toolError(event.error.message));
          else {
            const url = URL.createObjectURL(toBlob(event.file.base64, event.file.type));
            const { name, review, convertedFrom } = event.file;
            setResult({ name, url, review, convertedFrom });
            onQuotaChanged(event.file.quota);
          }
        }
      }
    } catch {
      if (controller.signal.aborted) setError(toolError("Tradução do arquivo cancelada. Nada foi baixado."));
      else setError(toolError(networkFailure().message));
    } finally {
      setRunning(null);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid min-w-0 gap-3 rounded-lg border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Traduzir arquivo
      </h2>
      <p className="text-sm text-muted-foreground">
        .txt, .srt ou .vtt (legendas), .docx (Word) ou .xlsx (Excel), até 1 MB e 20.000 caracteres, nos idiomas
        escolhidos acima. Volta no mesmo formato: tempos das legendas, parágrafos, estilos, negrito e itálico ficam como
        estão. Legendas e textos em outra codificação (windows-1252, UTF-16...) voltam em UTF-8.
      </p>
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
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="gradient"
          className="w-full sm:w-auto"
          disabled={!file}
          loading={Boolean(running)}
          onClick={() => void send()}
        >
          {running ? null : <FileText aria-hidden="true" />}
          {running ? "Traduzindo arquivo..." : "Traduzir arquivo"}
        </Button>
        {running ? (
          <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={() => running.abort()}>
            <X aria-hidden="true" />
            Cancelar
          </Button>
        ) : null}
      </div>
      {running && progress ? (
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
          {result.review ? (
            <p className="text-sm">
              {result.review === 1 ? "Um trecho está marcado" : `${result.review} trechos estão marcados`} com
              “[revisar]”: a tradução perdeu um código, link ou número ali. Confira antes de usar.
            </p>
          ) : null}
          <a
            href={result.url}
            download={result.name}
            className="inline-flex w-fit max-w-full items-center gap-2 text-sm font-medium break-all text-primary underline-offset-4 hover:underline"
          >
            <Download aria-hidden="true" className="size-4 shrink-0" />
            Baixar {result.name}
          </a>
        </div>
      ) : null}
    </section>
  );
}
