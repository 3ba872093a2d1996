import type { HistoryEntry } from "@/lib/translate/history-types";

/** Characters translated per account per 24 h, texts and documents together; shown on the page. */
export type Quota = { used: number; limit: number };

/** What POST /api/translate answers (the page reads it; the route builds it). */
export type TranslateAnswer = {
  translation: string;
  /** A BCP 47 code, or "und" when detection was unsure (then `uncertain` lists the likeliest). */
  detectedSource: string;
  alternatives?: { text: string; partOfSpeech: string; example: string }[];
  uncertain?: { options: string[] };
  /** Placeholders, tags, URLs, e-mails or numbers the translation lost even after a second try: "revisar". */
  review: string[];
  entry: HistoryEntry;
  quota: Quota;
};
