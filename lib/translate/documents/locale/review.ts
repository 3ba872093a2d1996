import type { PluralCategory } from "./plurals";

/** What a locale file's translation did: strings kept in the source language and why, plural forms added. */
export type LocaleReview = {
  format: string;
  strings: number;
  translated: number;
  placeholders: number;
  kept: { key: string; reason: string }[];
  retried: string[];
  pluralsAdded: { key: string; categories: PluralCategory[] }[];
  unchanged: number;
};

/** The review as a person reads it, in pt-BR, beside the translated file. */
export function reviewText(review: LocaleReview, name: string): string {
  const lines = [
    `Revisão da tradução de ${name} (${review.format})`,
    "",
    `Textos: ${review.strings}; traduzidos: ${review.translated}; deixados como estavam (vazios, só marcadores ou ` +
      `marcados para não traduzir): ${review.unchanged}.`,
    `Marcadores mantidos: ${review.placeholders}.`,
    "",
    `Deixados no idioma de origem (${review.kept.length}):`,
    ...review.kept.map((kept) => `- ${kept.key}: ${kept.reason}`),
    "",
    `Pedidos uma segunda vez por um marcador perdido (${review.retried.length}):`,
    ...review.retried.map((key) => `- ${key}`),
    "",
    `Formas de plural acrescentadas para o idioma de destino (${review.pluralsAdded.length}):`,
    ...review.pluralsAdded.map((added) => `- ${added.key}: ${added.categories.join(", ")}`),
  ];
  return lines.join("\n") + "\n";
}
