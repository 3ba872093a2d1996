import { readFileSync } from "node:fs";
import path from "node:path";
import { readDocument, type DocumentFormat } from "@/lib/translate/documents";

/** The tests' stand-in model: upper-cases the text outside tags and tokens, so text changes and structure must not. */
export const shout = (segment: string) =>
  segment.replace(/(<[^>]+>)|([^<]+)/g, (_, tag, text) => tag ?? text.toUpperCase());
/** A broken model: loses the first token of every segment that has one. */
export const loses = (segment: string) => shout(segment).replace(/<x1\/>/, "");

/** A real locale file of test-support/locales (sources in its SOURCES.tsv). */
export const realLocale = (name: string) => readFileSync(path.join("test-support/locales", name));

/**
 * An app's locale file read for `target`, answered by `model` (a segment `loses` changes counts as asked twice)
 * and written back, with its review.
 */
export function translateLocale(format: DocumentFormat, bytes: Uint8Array, target = "ru", model = shout) {
  const document = readDocument(format, bytes, undefined, target);
  const answers = document.segments.map((segment) => (segment ? model(segment) : segment));
  const retried = document.segments.map((segment) => model === loses && /<x1\/>/.test(segment));
  const written = document.write(answers, retried);
  return {
    document,
    segments: document.segments.filter(Boolean),
    out: new TextDecoder().decode(written),
    bytes: written,
    review: document.review!(answers, retried),
  };
}
