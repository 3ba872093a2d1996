"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { networkFailure } from "@/lib/http/client";
import { readApiError } from "@/lib/http/read-error";
import { GLOSSARY_MAX_PER_PAIR, GLOSSARY_TERM_MAX, KEEP_TERMS_MAX } from "@/lib/translate/glossary-limits";
import type { GlossaryEntry } from "@/lib/translate/glossary-rules";
import { findLanguage, languages as allLanguages } from "@/lib/translate/languages";
import { ErrorAlert, toolError, type ToolError } from "../ai/error-alert";
import { TermPairEditor, type TermPair } from "../term-pair-editor";
import type { LanguageChoice } from "./language-bar";

const sourceOptions = allLanguages.map((language) => ({ value: language.code, label: language.label }));

/**
 * "Glossário": the account's term pairs for the language pair chosen above (a glossary's source is a language,
 * so with "Detectar idioma" the person picks it here), and "Não traduzir", the brand and product names kept as
 * they are in every pair, one per line. Loaded when opened; saved whole; CSV in and out per pair.
 */
export function GlossaryEditor({ languages }: { languages: LanguageChoice }) {
  const id = useId();
  const [entries, setEntries] = useState<GlossaryEntry[] | null>(null);
  const [keep, setKeep] = useState("");
  const [chosenSource, setChosenSource] = useState("en");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ToolError | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

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
      const glossary = (await response.json()) as { entries: GlossaryEntry[]; keep: string[] };
      setEntries(glossary.entries);
      setKeep(glossary.keep.join("\n"));
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

  function add({ from, to }: TermPair) {
    if (!entries) return;
    const rest = entries.filter(
      (entry) => !(inPair(entry) && entry.source.toLocaleLowerCase() === from.toLocaleLowerCase()),
    );
    setEntries([...rest, { source: from, target: to, ...pair }]);
    setSaved(null);
  }

  function save() {
    void run(
      () =>
        fetch("/api/translate/glossary", {
          method: "PUT",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            entries,
            keep: keep
              .split("\n")
              .map((line) => line.trim())
              .filter(Boolean),
          }),
        }),
      "Glossário salvo.",
    );
  }

  function importCsv(file: File) {
    void run(
      () =>
        fetch(`/api/translate/glossary?${query}`, {
          method: "PUT",
          headers: { "Content-Type": "text/csv" },
          body: file,
        }),
      "CSV importado e glossário salvo.",
    );
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
        {entries === null ? null : (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-keep`}>Não traduzir</Label>
            <p id={`${id}-keep-hint`} className="text-sm text-muted-foreground">
              Marcas e nomes de produto que ficam como estão em qualquer idioma, um por linha (até {KEEP_TERMS_MAX}).
              Salvos com o glossário.
            </p>
            <Textarea
              id={`${id}-keep`}
              aria-describedby={`${id}-keep-hint`}
              value={keep}
              onChange={(event) => {
                setKeep(event.target.value);
                setSaved(null);
              }}
              disabled={busy}
              spellCheck={false}
            />
          </div>
        )}
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
          <TermPairEditor
            pairs={shown.map((entry) => ({ from: entry.source, to: entry.target }))}
            labels={{ from: "Termo de origem", to: "Termo de destino", list: "Termos do glossário" }}
            maxLength={GLOSSARY_TERM_MAX}
            empty="Nenhum termo para este par de idiomas."
            onAdd={add}
            onRemove={(index) => setEntries(entries.filter((entry) => entry !== shown[index]))}
            disabled={busy}
            csv={{
              onImport: importCsv,
              exportHref: `/api/translate/glossary?format=csv&${query}`,
              hint: "CSV com duas colunas, origem,destino (a linha de cabeçalho é opcional). Importar substitui os termos deste par de idiomas.",
            }}
            save={
              <Button type="button" variant="gradient" loading={busy} onClick={save} className="w-full sm:w-auto">
                Salvar glossário
              </Button>
            }
          />
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
