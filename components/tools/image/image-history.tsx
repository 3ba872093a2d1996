"use client";

import { RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { networkFailure } from "@/lib/http/client";
import { readApiError } from "@/lib/http/read-error";
import type { ImageHistoryEntry } from "@/lib/images/history";
import { imageAspects, imageQualities, imageStyles } from "@/lib/validation/image";
import { ErrorAlert, toolError, type ToolError } from "../ai/error-alert";

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const dateFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short" });

function optionsLine(entry: ImageHistoryEntry): string {
  return [
    labelOf(imageAspects, entry.aspect),
    entry.transparent ? "fundo transparente" : null,
    entry.n === 1 ? "1 imagem" : `${entry.n} imagens`,
    labelOf(imageQualities, entry.quality),
    labelOf(imageStyles, entry.style),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The account's last generations: "Usar de novo" puts the prompt and options back into the form. */
export function ImageHistory({
  entries,
  onReuse,
  onDeleted,
}: {
  entries: ImageHistoryEntry[];
  onReuse: (entry: ImageHistoryEntry) => void;
  onDeleted: (id: string) => void;
}) {
  const [error, setError] = useState<ToolError | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  async function remove(entry: ImageHistoryEntry) {
    setError(null);
    setDeleting(entry.id);
    try {
      const response = await fetch(`/api/image/history/${entry.id}`, { method: "DELETE" });
      // Already gone (another tab): the list catches up all the same.
      if (response.ok || response.status === 404) onDeleted(entry.id);
      else setError(toolError((await readApiError(response))?.message ?? networkFailure().message));
    } catch {
      setError(toolError(networkFailure().message));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section aria-labelledby="image-history-title" className="grid gap-4">
      <h2 id="image-history-title" className="text-2xl font-semibold">
        Histórico
      </h2>
      <ErrorAlert error={error} />
      {entries.length === 0 ? (
        <p className="text-muted-foreground">Suas últimas 20 gerações aparecem aqui, só para você.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {entries.map((entry) => (
            <li key={entry.id} className="flex min-w-0 gap-3 rounded-lg border p-3">
              {/* A data URL made on the server: next/image cannot optimise it. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={entry.thumbnail}
                alt=""
                className="size-20 shrink-0 rounded-md border bg-muted object-contain"
              />
              <div className="grid min-w-0 flex-1 content-start gap-1">
                <p className="line-clamp-2 font-medium break-words">{entry.prompt}</p>
                <p className="text-sm text-muted-foreground">{optionsLine(entry)}</p>
                <p className="text-sm text-muted-foreground">
                  <time dateTime={entry.createdAt}>{dateFormat.format(new Date(entry.createdAt))}</time>
                </p>
                <div className="mt-1 flex flex-wrap gap-2">
                  <Button type="button" size="sm" variant="outline" onClick={() => onReuse(entry)}>
                    <RotateCcw aria-hidden="true" /> Usar de novo<span className="sr-only">: {entry.prompt}</span>
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    loading={deleting === entry.id}
                    onClick={() => remove(entry)}
                  >
                    <Trash2 aria-hidden="true" /> Excluir<span className="sr-only">: {entry.prompt}</span>
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
