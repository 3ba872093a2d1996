"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { postJson } from "@/lib/http/client";
import { dictionaryFromCsv, dictionaryToCsv } from "@/lib/speech/dictionary-csv";
import type { DictionaryEntry } from "@/lib/speech/dictionary-schema";
import { TermPairEditor } from "../term-pair-editor";

/** Where an anonymous visitor's entries stay (this browser only). */
const STORAGE_KEY = "geniusvoice-dicionario";
const NOT_A_DICTIONARY =
  'O arquivo não é um CSV de dicionário: use duas colunas, "palavra" e "como ler", uma palavra por linha.';

/** Checks a whole list with the same schema as the server (loaded when first needed). */
async function check(entries: DictionaryEntry[], signedIn: boolean): Promise<string | null> {
  const { anonymousEntriesSchema, dictionarySchema } = await import("@/lib/speech/dictionary-schema");
  const result = signedIn ? dictionarySchema.safeParse({ entries }) : anonymousEntriesSchema.safeParse(entries);
  return result.success ? null : (result.error.issues[0]?.message ?? NOT_A_DICTIONARY);
}

/**
 * "Dicionário de pronúncia": words the voice should read another way. An account's entries are kept on the
 * server (up to 200, saved with "Salvar dicionário"); an anonymous visitor's (up to 10) in this browser, sent
 * with each text through `onChange`.
 */
export function PronunciationDictionary({
  signedIn,
  onChange,
}: {
  signedIn: boolean;
  onChange: (entries: DictionaryEntry[]) => void;
}) {
  const [entries, setEntries] = useState<DictionaryEntry[]>([]);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [unsaved, setUnsaved] = useState(false);

  useEffect(() => {
    if (signedIn) {
      fetch("/api/speech/dictionary")
        .then((response) => (response.ok ? response.json() : { entries: [] }))
        .then((body: { entries: DictionaryEntry[] }) => setEntries(body.entries))
        .catch(() => {});
      return;
    }
    // After the first render, like the account's: the server renders an empty dictionary.
    void Promise.resolve().then(() => {
      try {
        const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]") as DictionaryEntry[];
        // Nothing kept: the form is already drawn with an empty dictionary, and is not drawn again.
        if (!Array.isArray(kept) || kept.length === 0) return;
        setEntries(kept);
        onChange(kept);
      } catch {}
    });
    // Read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  // A byte-order mark, so Excel reads the accents as UTF-8.
  const csvUrl = entries.length
    ? `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${dictionaryToCsv(entries)}`)}`
    : null;

  async function replace(next: DictionaryEntry[], done: string) {
    const problem = await check(next, signedIn);
    if (problem) return setMessage({ text: problem, error: true });
    setEntries(next);
    setMessage({ text: done, error: false });
    if (signedIn) return setUnsaved(true);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    onChange(next);
  }

  async function importCsv(file: File) {
    const read = dictionaryFromCsv(await file.text());
    if (!read) return setMessage({ text: NOT_A_DICTIONARY, error: true });
    await replace(read, `${read.length} palavras importadas do CSV.`);
  }

  async function save() {
    const answer = await postJson("/api/speech/dictionary", { entries }, { method: "PUT" });
    if (!answer.ok) return setMessage({ text: answer.error.message, error: true });
    setUnsaved(false);
    setMessage({ text: "Dicionário salvo na sua conta.", error: false });
  }

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Dicionário de pronúncia</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Ensine a voz a ler marcas, siglas e palavras em inglês: cada palavra é lida como você escrever, no texto todo
          (só a palavra inteira, com ou sem maiúsculas).{" "}
          {signedIn
            ? "Até 200 palavras, guardadas na sua conta."
            : "Sem conta, até 10 palavras, guardadas neste navegador."}
        </p>
        <TermPairEditor
          pairs={entries.map((entry) => ({ from: entry.word, to: entry.say }))}
          labels={{
            from: "Palavra",
            to: "Como ler",
            fromPlaceholder: "iFood",
            toPlaceholder: "ai fúd",
            list: "Palavras do dicionário",
            between: "se lê",
          }}
          onAdd={({ from, to }) => replace([...entries, { word: from, say: to }], `"${from}" entrou no dicionário.`)}
          onRemove={(index) =>
            void replace(entries.toSpliced(index, 1), `"${entries[index].word}" saiu do dicionário.`)
          }
          csv={{
            onImport: (file) => void importCsv(file),
            exportHref: csvUrl,
            exportName: "dicionario-de-pronuncia.csv",
          }}
          save={
            signedIn ? (
              <Button type="button" size="sm" onClick={() => void save()} disabled={!unsaved}>
                Salvar dicionário
              </Button>
            ) : null
          }
        />
        <p role="status" className={message?.error ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
          {message?.text}
          {signedIn && unsaved && !message?.error ? " Toque em Salvar dicionário para guardar." : null}
        </p>
      </CardContent>
    </Card>
  );
}
