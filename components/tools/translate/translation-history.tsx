"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { readApiError } from "@/lib/http/read-error";
import { ErrorAlert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import type { HistoryEntry } from "@/lib/translations/types";

export function TranslationHistory({
  entries,
  onCleared,
  onSignedOut,
}: {
  entries: HistoryEntry[];
  onCleared(): void;
  onSignedOut(): void;
}) {
  const [clearing, setClearing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function clear() {
    setClearing(true);
    setError(null);
    try {
      const response = await fetch("/api/translate/history", { method: "DELETE" });
      if (response.status === 401) return onSignedOut();
      if (!response.ok)
        return setError((await readApiError(response))?.message ?? "Não foi possível limpar o histórico.");
      onCleared();
    } catch {
      setError("Não foi possível limpar o histórico.");
    } finally {
      setClearing(false);
    }
  }

  return (
    <section aria-labelledby="historico-titulo" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="historico-titulo" className="text-lg font-semibold">
          Suas últimas traduções
        </h2>
        {entries.length ? (
          <Button type="button" variant="ghost" size="sm" onClick={clear} loading={clearing}>
            {clearing ? null : <Trash2 aria-hidden="true" />}
            Limpar histórico
          </Button>
        ) : null}
      </div>
      <ErrorAlert message={error} />
      {entries.length ? (
        <ol className="grid gap-2">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-start justify-between gap-3 rounded-md border bg-card p-3">
              <div className="grid min-w-0 gap-0.5">
                <span className="text-sm break-words text-muted-foreground">{entry.text}</span>
                <span className="break-words">{entry.translation}</span>
              </div>
              <CopyButton text={entry.translation} variant="ghost" />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">Nenhuma tradução ainda. As últimas 20 ficam guardadas aqui.</p>
      )}
    </section>
  );
}
