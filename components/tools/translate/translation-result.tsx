"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import type { TranslateAnswer } from "@/lib/translate/answer";
import { findLanguage, languageName } from "@/lib/translate/languages";

/** The detected language, the "revisar" mark, the translation and, for a word, its meanings. */
export function TranslationResult({
  id,
  answer,
  autoSource,
  onPickSource,
}: {
  id: string;
  answer: TranslateAnswer | null;
  /** "Detectar idioma" was chosen, so the page says what was detected. */
  autoSource: boolean;
  onPickSource(code: string): void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-result`} className="text-sm font-semibold">
          Tradução
        </h2>
        {answer ? <CopyButton text={answer.translation} what="tradução" /> : null}
      </div>
      {answer && autoSource ? (
        answer.uncertain ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">Idioma incerto.</span>
            {answer.uncertain.options.length ? <span className="text-muted-foreground">O texto está em:</span> : null}
            {answer.uncertain.options.map((code) => (
              <Button key={code} type="button" variant="outline" size="sm" onClick={() => onPickSource(code)}>
                {findLanguage(code)?.label ?? code}
              </Button>
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Detectado: {languageName(answer.detectedSource)}</p>
        )
      ) : null}
      {answer?.review.length ? (
        <p className="flex flex-wrap items-center gap-2 text-sm" role="note">
          <Badge variant="destructive-outline">revisar</Badge>
          <span className="break-words">
            A tradução perdeu {answer.review.join(", ")}. Confira e corrija antes de usar.
          </span>
        </p>
      ) : null}
      <p className="min-h-6 break-words whitespace-pre-wrap">
        {answer?.translation ?? <span className="text-muted-foreground">A tradução aparecerá aqui</span>}
      </p>
      {answer?.alternatives?.length ? (
        <section aria-labelledby={`${id}-alternatives`} className="grid gap-2 border-t pt-3">
          <h3 id={`${id}-alternatives`} className="text-sm font-semibold">
            Outros sentidos
          </h3>
          <ul className="grid gap-2">
            {answer.alternatives.map((alternative) => (
              <li key={`${alternative.text}-${alternative.partOfSpeech}`} className="grid gap-0.5 text-sm">
                <span className="break-words">
                  <span className="font-medium">{alternative.text}</span>{" "}
                  <span className="text-muted-foreground italic">{alternative.partOfSpeech}</span>
                </span>
                <span className="break-words text-muted-foreground">{alternative.example}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
