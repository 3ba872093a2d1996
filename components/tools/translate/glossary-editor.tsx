"use client";

import { Download, Plus, Trash2, Upload } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { networkFailure } from "@/lib/http/client";
import { readApiError } from "@/lib/http/read-error";
import { GLOSSARY_MAX_PER_PAIR, GLOSSARY_TERM_MAX } from "@/lib/translate/glossary-limits";
import type { GlossaryEntry } from "@/lib/translate/glossary-rules";
import { findLanguage, languages as allLanguages } from "@/lib/translate/languages";
import { ErrorAlert, toolError, type ToolError } from "../ai/error-alert";
import type { LanguageChoice } from "./language-bar";

const sourceOptions = allLanguages.map((language) => ({ value: language.code, label: language.label }));

/**
 * "Glossário": the account's term pairs for the language pair chosen above (a glossary's source is a language,
 * so with "Detectar idioma" the person picks it here). Loaded when opened; saved whole; CSV in and out per pair.
 */
export function GlossaryEditor({ languages }: { languages: LanguageChoice }) {
  const id = useId();
  const [entries, setEntries] = useState<GlossaryEntry[] | null>(null);
  const [chosenSource, setChosenSource] = useState("en");
  const [source, setSource] = useState("");
  const [target, setTarget] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ToolError | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const csvPicker = useRef<HTMLInputElement>(null);

  const sourceLang = languages.source === "auto" ? chosenSource : languages.source;
  const targetLang = languages.target;
  const pair = { sourceLang, targetLang } as Pick<GlossaryEntry, "sourceLang" | "targetLang">;
  const inPair = (entry: GlossaryEntry) => entry.sourceLang === sourceLang && entry.targetLang === targetLang;
  const shown = entries?.filter(inPair) ?? [];
  const query = `sourceLang=${encodeURIComponent(sourceLang)}&targetLang=${encodeURIComponent(targetLang)}`;

  async function run(work: () => Promise<Response>, done?: string) {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const response = await work();
      if (!response.ok) {
        return setError(toolError((await readApiError(response))?.message ?? "O glossário não foi salvo."));
      }
      setEntries(((await response.json()) as { entries: GlossaryEntry[] }).entries);
      if (done) setSaved(done);
    } catch {
      setError(toolError(networkFailure().message));
    } finally {
      setBusy(false);
    }
  }

  function onToggle(open: boolean) {
    if (open && entries === null) void run(() => fetch("/api/translate/glossary"));
  }

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!entries || !source.trim() || !target.trim()) return;
    const rest = entries.filter(
      (entry) => !(inPair(entry) && entry.source.toLocaleLowerCase() === source.trim().toLocaleLowerCase()),
    );
    setEntries([...rest, { source: source.trim(), target: target.trim(), ...pair }]);
    setSource("");
    setTarget("");
    setSaved(null);
  }

  function save() {
    void run(
      () =>
        fetch("/api/translate/glossary", {
          method: "PUT",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ entries }),
        }),
      "Glossário salvo.",
    );
  }

  function importCsv(file: File | undefined) {
    if (!file) return;
    void run(
      () =>
        fetch(`/api/translate/glossary?${query}`, {
          method: "PUT",
          headers: { "Content-Type": "text/csv" },
          body: file,
        }),
      "CSV importado e glossário salvo.",
    );
    if (csvPicker.current) csvPicker.current.value = "";
  }

  return (
    <details
      className="group min-w-0 rounded-lg border bg-card p-4 shadow-sm sm:p-6"
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-lg font-semibold">Glossário</summary>
      <div className="mt-3 grid gap-4">
        <p className="text-sm text-muted-foreground">
          Termos que devem ser sempre traduzidos do mesmo jeito (até {GLOSSARY_MAX_PER_PAIR} por par de idiomas). Valem
          para textos e arquivos sempre que o termo de origem aparece.
        </p>
        {languages.source === "auto" ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-pair-source`}>Idioma dos termos de origem</Label>
            <Select
              id={`${id}-pair-source`}
              options={sourceOptions}
              value={chosenSource}
              onChange={(event) => setChosenSource(event.target.value)}
            />
          </div>
        ) : null}
        <p className="text-sm font-medium">
          {findLanguage(sourceLang)?.label} → {findLanguage(targetLang)?.label}
        </p>
        {entries === null ? (
          <p className="text-sm text-muted-foreground">{busy ? "Carregando..." : ""}</p>
        ) : (
          <>
            {shown.length ? (
              <ul className="grid gap-2">
                {shown.map((entry) => (
                  <li
                    key={entry.source}
                    className="flex min-w-0 items-center justify-between gap-2 rounded-md border p-2 text-sm"
                  >
                    <span className="min-w-0 break-words">
                      {entry.source} → <span className="font-medium">{entry.target}</span>
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Remover ${entry.source}`}
                      onClick={() => setEntries(entries.filter((item) => item !== entry))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">Nenhum termo para este par de idiomas.</p>
            )}
            <form className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]" onSubmit={add}>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-term-source`}>Termo de origem</Label>
                <Input
                  id={`${id}-term-source`}
                  maxLength={GLOSSARY_TERM_MAX}
                  value={source}
                  onChange={(event) => setSource(event.target.value)}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-term-target`}>Termo de destino</Label>
                <Input
                  id={`${id}-term-target`}
                  maxLength={GLOSSARY_TERM_MAX}
                  value={target}
                  onChange={(event) => setTarget(event.target.value)}
                />
              </div>
              <Button type="submit" variant="outline" disabled={!source.trim() || !target.trim()}>
                <Plus aria-hidden="true" />
                Adicionar
              </Button>
            </form>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="gradient" loading={busy} onClick={save} className="w-full sm:w-auto">
                Salvar glossário
              </Button>
              <Button type="button" variant="outline" disabled={busy} onClick={() => csvPicker.current?.click()}>
                <Upload aria-hidden="true" />
                Importar CSV
              </Button>
              <input
                ref={csvPicker}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                tabIndex={-1}
                aria-label="Arquivo CSV do glossário (origem,destino)"
                onChange={(event) => importCsv(event.target.files?.[0])}
              />
              <a
                href={`/api/translate/glossary?format=csv&${query}`}
                download
                className={buttonVariants({ variant: "outline" })}
              >
                <Download aria-hidden="true" />
                Exportar CSV
              </a>
            </div>
            <p className="text-xs text-muted-foreground">
              CSV com duas colunas, origem,destino (a linha de cabeçalho é opcional). Importar substitui os termos deste
              par de idiomas.
            </p>
          </>
        )}
        <ErrorAlert error={error} />
        {saved ? (
          <p role="status" className="text-sm font-medium">
            {saved}
          </p>
        ) : null}
      </div>
    </details>
  );
}
