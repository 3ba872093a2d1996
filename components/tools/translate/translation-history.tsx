"use client";

import { Search, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { readApiError } from "@/lib/http/read-error";
import { ErrorAlert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { findLanguage } from "@/lib/translate/languages";
import type { HistoryEntry } from "@/lib/translate/history-types";

const label = (code: string | null) => (code ? (findLanguage(code)?.label ?? code) : "?");

/** "Idioma detectado (English) → Português (Brasil)", or the chosen source when there was one. */
function pairOf(entry: HistoryEntry): string {
  const source = entry.sourceLang === "auto" ? `${label(entry.detectedLang)} (detectado)` : label(entry.sourceLang);
  return `${source} → ${label(entry.targetLang)}`;
}

export function TranslationHistory({
  entries,
  onChange,
  onSignedOut,
}: {
  /** The newest 20, kept by the page (a new translation joins them at the top). */
  entries: HistoryEntry[];
  onChange(entries: HistoryEntry[]): void;
  onSignedOut(): void;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<HistoryEntry[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The search looks through the account's last 100 on the server, a moment after the person stops typing.
  useEffect(() => {
    const text = query.trim();
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/translate/history?q=${encodeURIComponent(text)}`, {
          signal: controller.signal,
        });
        if (response.status === 401) return onSignedOut();
        if (!response.ok) return setError((await readApiError(response))?.message ?? "A busca falhou.");
        setError(null);
        setFound(((await response.json()) as { history: HistoryEntry[] }).history);
      } catch {
        if (!controller.signal.aborted) setError("A busca falhou. Verifique sua conexão e tente de novo.");
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, onSignedOut]);

  const searching = Boolean(query.trim());
  const shown = searching ? (found ?? []) : entries;

  async function remove(url: string, fallback: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(url, { method: "DELETE" });
      if (response.status === 401) {
        onSignedOut();
        return false;
      }
      if (!response.ok && response.status !== 404) {
        setError((await readApiError(response))?.message ?? fallback);
        return false;
      }
      return true;
    } catch {
      setError(fallback);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function deleteOne(entry: HistoryEntry) {
    if (!(await remove(`/api/translate/history/${entry.id}`, "Não foi possível excluir a tradução."))) return;
    onChange(entries.filter((item) => item.id !== entry.id));
    setFound((items) => items?.filter((item) => item.id !== entry.id) ?? null);
  }

  async function clear() {
    if (!(await remove("/api/translate/history", "Não foi possível limpar o histórico."))) return;
    onChange([]);
    setFound(null);
    setQuery("");
  }

  return (
    <section aria-labelledby="historico-titulo" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="historico-titulo" className="text-lg font-semibold">
          Suas últimas traduções
        </h2>
        {entries.length ? (
          <Button type="button" variant="ghost" size="sm" onClick={clear} disabled={busy}>
            <Trash2 aria-hidden="true" />
            Limpar histórico
          </Button>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-search`}>Buscar no histórico</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-search`}
            type="search"
            className="pl-9"
            maxLength={100}
            placeholder="Uma palavra do texto ou da tradução"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              if (!event.target.value.trim()) setFound(null);
            }}
          />
        </div>
      </div>
      <ErrorAlert message={error} />
      {shown.length ? (
        <ol className="grid gap-2">
          {shown.map((entry) => (
            <li key={entry.id} className="grid min-w-0 gap-2 rounded-md border bg-card p-3">
              <span className="text-xs text-muted-foreground">{pairOf(entry)}</span>
              <span className="text-sm break-words text-muted-foreground">{entry.text}</span>
              <span className="break-words">{entry.translation}</span>
              <div className="flex flex-wrap justify-end gap-2">
                <CopyButton text={entry.translation} variant="ghost" />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  aria-label={`Excluir a tradução de “${entry.text.slice(0, 40)}”`}
                  onClick={() => void deleteOne(entry)}
                >
                  <Trash2 aria-hidden="true" />
                  Excluir
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">
          {searching
            ? found
              ? "Nenhuma tradução encontrada com essa busca."
              : "Buscando..."
            : "Nenhuma tradução ainda. As últimas 100 ficam guardadas aqui."}
        </p>
      )}
    </section>
  );
}
