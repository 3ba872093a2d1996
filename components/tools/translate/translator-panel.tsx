"use client";

import { LogOut } from "lucide-react";
import Link from "next/link";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { readApiError } from "@/lib/http/read-error";
import { markSignedIn, markSignedOut, signOutEverywhere, useSessionState } from "@/components/auth/session-store";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CharCount } from "@/components/ui/textarea";
import type { HistoryEntry } from "@/lib/translations/types";
import { TRANSLATE_MAX, translateSchema } from "@/lib/validation/translate";
import { TranslationHistory } from "./translation-history";

const FAILED = "Erro ao traduzir palavra";

/** The signed-in translator (SPEC: Translator screen). */
export function TranslatorPanel({
  email,
  initialHistory,
  notConfiguredMessage,
}: {
  email: string;
  initialHistory: HistoryEntry[];
  notConfiguredMessage: string | null;
}) {
  const id = useId();
  const session = useSessionState();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [history, setHistory] = useState(initialHistory);

  // The server rendered this page for `email`: tell the header without asking the server again.
  useEffect(() => markSignedIn(email), [email]);

  // Text typed into the server-rendered field before the page's script ran is in the field but not in
  // state; adopt it, or 'Traduzir' would stay disabled in front of what the visitor typed.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setText(typed.slice(0, TRANSLATE_MAX));
  }, []);

  if (session.status === "unauthenticated") {
    return (
      <div className="grid justify-items-center gap-4 rounded-lg border bg-card p-10 text-center">
        <p className="text-lg font-semibold">Faça login para acessar o tradutor</p>
        <Link href="/login?callbackUrl=%2Ftranslate" className={buttonVariants({ variant: "gradient" })}>
          Ir para Login
        </Link>
      </div>
    );
  }

  async function translate() {
    if (busy) return;
    setError(null);
    const parsed = translateSchema.safeParse({ text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? FAILED);
    setBusy(true);
    try {
      const response = await fetch("/api/translate", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      if (response.status === 401) return markSignedOut();
      if (!response.ok) {
        const apiError = await readApiError(response);
        return setError(apiError?.code === "invalid_input" ? apiError.message : apiError ? `${FAILED}. ${apiError.message}` : FAILED);
      }
      const body = (await response.json()) as { translation: string; entry: HistoryEntry };
      setResult(body.translation);
      setHistory((entries) => [body.entry, ...entries.filter((entry) => entry.id !== body.entry.id)].slice(0, 20));
    } catch {
      setError(FAILED);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void translate();
  }

  // Enter submits even when the button is disabled for blank input, so the blank-input message shows.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void translate();
  }

  async function leave() {
    setLeaving(true);
    try {
      await signOutEverywhere();
    } finally {
      setLeaving(false);
    }
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4">
        <p>
          <span className="font-semibold">Bem-vindo</span>, <span className="break-all">{email}</span>
        </p>
        <Button type="button" variant="outline" size="sm" onClick={leave} loading={leaving}>
          {leaving ? null : <LogOut aria-hidden="true" />}
          Sair
        </Button>
      </div>

      {notConfiguredMessage ? (
        <Alert>
          <AlertDescription>{notConfiguredMessage}</AlertDescription>
        </Alert>
      ) : null}

      <form className="grid gap-3 rounded-lg border bg-card p-6 shadow-sm" onSubmit={onSubmit}>
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-text`}>Palavra ou Frase</Label>
          <CharCount id={`${id}-count`} value={text.length} max={TRANSLATE_MAX} />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            ref={input}
            id={`${id}-text`}
            value={text}
            maxLength={TRANSLATE_MAX}
            autoComplete="off"
            placeholder="Digite uma palavra ou frase em qualquer idioma"
            aria-describedby={`${id}-count`}
            onChange={(event) => setText(event.target.value.slice(0, TRANSLATE_MAX))}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" variant="gradient" loading={busy} disabled={!text.trim()} className="sm:w-40">
            {busy ? "Traduzindo..." : "Traduzir"}
          </Button>
        </div>
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        <section aria-labelledby={`${id}-result`} className="grid gap-2 rounded-md bg-muted/60 p-4">
          <div className="flex items-center justify-between gap-2">
            <h2 id={`${id}-result`} className="text-sm font-semibold">
              Tradução
            </h2>
            {result ? <CopyButton text={result} /> : null}
          </div>
          <p aria-live="polite" className="min-h-6 whitespace-pre-wrap">
            {result ?? <span className="text-muted-foreground">A tradução aparecerá aqui</span>}
          </p>
        </section>
      </form>

      <TranslationHistory entries={history} onCleared={() => setHistory([])} onSignedOut={markSignedOut} />
    </div>
  );
}
