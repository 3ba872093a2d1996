"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { markSignedIn, markSignedOut, useSessionState } from "@/components/auth/session-store";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CharCount, Textarea } from "@/components/ui/textarea";
import { networkFailure, postJson } from "@/lib/http/client";
import type { Quota, TranslateAnswer } from "@/lib/translate/answer";
import { DEFAULT_TARGET, isLanguageCode } from "@/lib/translate/languages";
import type { HistoryEntry } from "@/lib/translate/history-types";
import { CONTEXT_MAX, TRANSLATE_MAX, translateSchema } from "@/lib/validation/translate";
import { ErrorAlert, toolError, type ToolError } from "../ai/error-alert";
import { useResultReveal } from "../ai/use-result-reveal";
import { ContactAfterResult } from "../contact-after-result";
import { DocumentTranslator } from "./document-translator";
import { GlossaryEditor } from "./glossary-editor";
import { LanguageBar, type LanguageChoice } from "./language-bar";
import { TranslationHistory } from "./translation-history";
import { TranslationResult } from "./translation-result";
import { formatNumber } from "@/lib/format/number";

export function TranslatorPanel({
  email,
  initialHistory,
  initialQuota,
}: {
  email: string;
  initialHistory: HistoryEntry[];
  initialQuota?: Quota;
}) {
  const id = useId();
  const session = useSessionState();
  const [text, setText] = useState("");
  const [context, setContext] = useState("");
  const [languages, setLanguages] = useState<LanguageChoice>({
    source: "auto",
    target: DEFAULT_TARGET,
    formality: "default",
  });
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<TranslateAnswer | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [quota, setQuota] = useState(initialQuota);
  const { region, start, done, announcer } = useResultReveal<HTMLElement>();
  const [history, setHistory] = useState(initialHistory);

  // The server rendered this page for `email`: tell the header without asking the server again.
  useEffect(() => markSignedIn(email, "rendered"), [email]);

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

  async function translate(choice: LanguageChoice = languages) {
    if (busy) return;
    setError(null);
    const parsed = translateSchema.safeParse({ text, context: context || undefined, ...choice });
    if (!parsed.success) return setError(toolError(parsed.error.issues[0]?.message ?? ""));
    setBusy(true);
    start();
    try {
      const response = await postJson("/api/translate", parsed.data);
      if (!response.ok) {
        if (response.error.status === 401) return markSignedOut();
        return setError(toolError(response.error.message));
      }
      const body = (await response.response.json()) as TranslateAnswer;
      setAnswer(body);
      setQuota(body.quota);
      setHistory((entries) => [body.entry, ...entries.filter((entry) => entry.id !== body.entry.id)].slice(0, 20));
      done(`Tradução pronta: ${body.translation}`);
    } catch {
      // The answer's body broke off while it was being read.
      setError(toolError(networkFailure().message));
    } finally {
      setBusy(false);
    }
  }

  /** The two languages change places, and so do the text and its translation. */
  function swap() {
    const from = languages.source === "auto" ? answer?.detectedSource : languages.source;
    if (!from || !isLanguageCode(from)) return;
    setLanguages({ ...languages, source: languages.target, target: from });
    if (answer && input.current) {
      input.current.value = answer.translation.slice(0, TRANSLATE_MAX);
      setText(input.current.value);
      setAnswer(null);
    }
  }

  function pickSource(code: string) {
    const choice = { ...languages, source: code };
    setLanguages(choice);
    void translate(choice);
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

  const canSwap =
    languages.source !== "auto" || Boolean(answer && isLanguageCode(answer.detectedSource) && !answer.uncertain);

  return (
    <div className="grid gap-6">
      <p className="rounded-lg border bg-card p-4">
        <span className="font-semibold">Bem-vindo</span>, <span className="break-all">{email}</span>
      </p>

      <form className="grid min-w-0 gap-4 rounded-lg border bg-card p-4 shadow-sm sm:p-6" onSubmit={onSubmit}>
        <LanguageBar id={id} value={languages} onChange={setLanguages} onSwap={swap} canSwap={canSwap} />
        <div className="grid gap-1.5">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={`${id}-text`}>Palavra ou Frase</Label>
            <CharCount id={`${id}-count`} value={text.length} max={TRANSLATE_MAX} />
          </div>
          <Textarea
            ref={input}
            id={`${id}-text`}
            rows={2}
            maxLength={TRANSLATE_MAX}
            autoComplete="off"
            placeholder="Digite uma palavra, uma frase ou cole um texto"
            aria-describedby={`${id}-count ${id}-keys`}
            className="max-h-96 min-h-16 resize-none field-sizing-content"
            onChange={(event) => setText(event.target.value.slice(0, TRANSLATE_MAX))}
            onKeyDown={onKeyDown}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-context`}>Contexto (opcional)</Label>
          <Input
            id={`${id}-context`}
            maxLength={CONTEXT_MAX}
            autoComplete="off"
            placeholder="Ex.: resposta a um fornecedor de roupas"
            aria-describedby={`${id}-context-hint`}
            value={context}
            onChange={(event) => setContext(event.target.value)}
          />
          <p id={`${id}-context-hint`} className="text-xs text-muted-foreground">
            Diga sobre o que é o texto para escolher as palavras certas. O contexto não é traduzido.
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-0.5 text-xs text-muted-foreground">
            <p id={`${id}-keys`}>Enter traduz; Shift+Enter quebra a linha.</p>
            {quota ? (
              <p>
                Hoje: {formatNumber(quota.used)} de {formatNumber(quota.limit)} caracteres
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="gradient" loading={busy} disabled={!text.trim()} className="w-full sm:w-40">
            {busy ? "Traduzindo..." : "Traduzir"}
          </Button>
        </div>
        <ErrorAlert error={error} />
        <section
          ref={region}
          tabIndex={-1}
          aria-labelledby={`${id}-result`}
          className="grid min-w-0 scroll-mt-20 gap-2 rounded-md bg-muted/60 p-4 outline-none"
        >
          {announcer}
          <TranslationResult
            id={id}
            answer={answer}
            autoSource={languages.source === "auto"}
            onPickSource={pickSource}
          />
          {answer ? <ContactAfterResult topic="ia" /> : null}
        </section>
      </form>

      <DocumentTranslator languages={languages} quota={quota} onQuotaChanged={setQuota} />
      <GlossaryEditor languages={languages} />
      <TranslationHistory entries={history} onChange={setHistory} onSignedOut={markSignedOut} />
    </div>
  );
}
