"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { markSignedIn, markSignedOut, useSessionState } from "@/components/auth/session-store";
import { Button, buttonVariants } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Label } from "@/components/ui/label";
import { CharCount, Textarea } from "@/components/ui/textarea";
import { networkFailure, postJson } from "@/lib/http/client";
import type { HistoryEntry } from "@/lib/translations/types";
import { TRANSLATE_MAX, translateSchema } from "@/lib/validation/translate";
import { ErrorAlert, toolError, type ToolError } from "../ai/error-alert";
import { useResultReveal } from "../ai/use-result-reveal";
import { TranslationHistory } from "./translation-history";
import { ContactAfterResult } from "../contact-after-result";

export function TranslatorPanel({
  email,
  initialHistory,
  disabled = false,
}: {
  email: string;
  initialHistory: HistoryEntry[];
  disabled?: boolean;
}) {
  const id = useId();
  const session = useSessionState();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const { region, start, done, announcer } = useResultReveal<HTMLElement>();
  const [history, setHistory] = useState(initialHistory);

  // The server rendered this page for `email`: tell the header without asking the server again.
  useEffect(() => markSignedIn(email), [email]);

  // The field is uncontrolled: text typed before hydration stays in it (React would reset a controlled
  // textarea), and is adopted into state here; without this 'Traduzir' stays disabled.
  const input = useRef<HTMLTextAreaElement>(null);
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
    if (busy || disabled) return;
    setError(null);
    const parsed = translateSchema.safeParse({ text });
    if (!parsed.success) return setError(toolError(parsed.error.issues[0]?.message ?? ""));
    setBusy(true);
    start();
    try {
      const answer = await postJson("/api/translate", parsed.data);
      if (!answer.ok) {
        if (answer.error.status === 401) return markSignedOut();
        return setError(toolError(answer.error.message));
      }
      const body = (await answer.response.json()) as { translation: string; entry: HistoryEntry };
      setResult(body.translation);
      setHistory((entries) => [body.entry, ...entries.filter((entry) => entry.id !== body.entry.id)].slice(0, 20));
      done(`Tradução pronta: ${body.translation}`);
    } catch {
      // The answer's body broke off while it was being read.
      setError(toolError(networkFailure().message));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void translate();
  }

  // Enter submits even when the button is disabled, so the blank-input message shows.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void translate();
  }

  return (
    <div className="grid gap-6">
      <p className="rounded-lg border bg-card p-4">
        <span className="font-semibold">Bem-vindo</span>, <span className="break-all">{email}</span>
      </p>

      <form className="grid gap-3 rounded-lg border bg-card p-6 shadow-sm" onSubmit={onSubmit}>
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-text`}>Palavra ou Frase</Label>
          <CharCount id={`${id}-count`} value={text.length} max={TRANSLATE_MAX} />
        </div>
        <Textarea
          ref={input}
          id={`${id}-text`}
          rows={2}
          maxLength={TRANSLATE_MAX}
          disabled={disabled}
          autoComplete="off"
          placeholder="Digite uma palavra ou frase em qualquer idioma"
          aria-describedby={`${id}-count ${id}-keys`}
          className="min-h-16 resize-none field-sizing-content"
          onChange={(event) => setText(event.target.value.slice(0, TRANSLATE_MAX))}
          onKeyDown={onKeyDown}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id={`${id}-keys`} className="text-xs text-muted-foreground">
            Enter traduz; Shift+Enter quebra a linha.
          </p>
          <Button
            type="submit"
            variant="gradient"
            loading={busy}
            disabled={disabled || !text.trim()}
            className="w-full sm:w-40"
          >
            {busy ? "Traduzindo..." : "Traduzir"}
          </Button>
        </div>
        <ErrorAlert error={error} />
        <section
          ref={region}
          tabIndex={-1}
          aria-labelledby={`${id}-result`}
          className="grid scroll-mt-20 gap-2 rounded-md bg-muted/60 p-4 outline-none"
        >
          {announcer}
          <div className="flex items-center justify-between gap-2">
            <h2 id={`${id}-result`} className="text-sm font-semibold">
              Tradução
            </h2>
            {result ? <CopyButton text={result} /> : null}
          </div>
          <p className="min-h-6 whitespace-pre-wrap">
            {result ?? <span className="text-muted-foreground">A tradução aparecerá aqui</span>}
          </p>
          {result ? <ContactAfterResult topic="ia" /> : null}
        </section>
      </form>

      <TranslationHistory entries={history} onCleared={() => setHistory([])} onSignedOut={markSignedOut} />
    </div>
  );
}
