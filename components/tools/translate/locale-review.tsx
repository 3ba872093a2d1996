"use client";

import { Download } from "lucide-react";
import { reviewText, type LocaleReview } from "@/lib/translate/documents/locale/review";

/**
 * The review of a translated locale file, beside its download: strings kept in the source language and why,
 * those asked a second time for a lost placeholder, plural forms added; and the same as a text file to download.
 */
export function LocaleReviewPanel({ review, name }: { review: LocaleReview; name: string }) {
  const reviewName = name.replace(/\.[^.]*$/, "") + ".revisao.txt";
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(reviewText(review, name))}`;
  return (
    <div className="grid gap-1 text-sm" aria-label="Revisão">
      <p>
        {review.translated} de {review.strings} textos traduzidos; marcadores mantidos: {review.placeholders}.
      </p>
      {review.kept.length ? (
        <div>
          <p className="font-medium">Deixados no idioma de origem ({review.kept.length}):</p>
          <ul className="list-disc pl-5">
            {review.kept.map((kept) => (
              <li key={kept.key}>
                <code>{kept.key}</code>: {kept.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {review.retried.length ? <p>Pedidos uma segunda vez por um marcador perdido: {review.retried.length}.</p> : null}
      {review.pluralsAdded.length ? (
        <p>
          Formas de plural acrescentadas: {review.pluralsAdded.length} (
          {[...new Set(review.pluralsAdded.flatMap((added) => added.categories))].join(", ")}).
        </p>
      ) : null}
      <a
        href={href}
        download={reviewName}
        className="inline-flex w-fit items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
      >
        <Download aria-hidden="true" className="size-4 shrink-0" />
        Baixar a revisão
      </a>
    </div>
  );
}
