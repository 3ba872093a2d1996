import type { DocumentText, Edit } from "../text";
import type { LocaleText } from "./codec";
import { mask, onlyPlaceholders, unmask, type Masked } from "./placeholders";
import { sampleNumber, type PluralCategory } from "./plurals";
import type { LocaleReview } from "./review";

export type { LocaleReview };

/** One string to translate: its text, and what the model reads beside it (never translated). */
export type Unit = {
  source: string;
  /** The key (or msgid, resname...), a comment or description, and the plural form it is with its number. */
  key: string;
  note?: string;
  plural?: PluralCategory;
  /** The number the plural form stands for, when not the target's own (Apple's explicit "zero" in Russian: 0). */
  n?: string;
  /** Extra placeholders of the format (ICU's #, a format's own) masked with the usual ones. */
  extra?: RegExp;
};

/**
 * A value of the file: the span [start, end) of the decoded text it is written in, the strings to translate, and
 * how to write the span from their translations (in the format's own escaping). A value is written whole or not at
 * all: if any of its strings fails, the span stays as it was and the review says why.
 */
export type Entry = {
  key: string;
  start: number;
  end: number;
  units: Unit[];
  render(translated: string[]): string;
  /** Plural categories this value gains in the target language. */
  added?: PluralCategory[];
};

export type LocaleParse = {
  entries: Entry[];
  /** Edits of the file made whatever the translation (a header for the target language, a renamed locale root). */
  fixed?: Edit[];
  /** Values left as they are (empty, only placeholders, marked not translatable). */
  unchanged?: number;
};

const CONTEXT_TAG = /<ctx\b[^<>]*\/>\s*/;

const attribute = (text: string) => text.replace(/["<>\r\n]+/g, " ").slice(0, 300);

/** The segment the model gets: a <ctx/> tag it reads but keeps (key, note, the number a plural form stands for). */
function segmentOf(unit: Unit, masked: Masked, target: string): string {
  const parts = [`key="${attribute(unit.key)}"`];
  if (unit.note) parts.push(`note="${attribute(unit.note)}"`);
  if (unit.plural) parts.push(`plural="${unit.plural}" n="${unit.n ?? sampleNumber(target, unit.plural)}"`);
  return `<ctx ${parts.join(" ")}/> ${masked.text}`;
}

export type LocaleFormat = (text: string, target: string) => LocaleParse;

/**
 * An app's locale file as the translator takes it: one segment per string (placeholders as tokens, key and notes
 * in a <ctx/> tag), written back as the decoded text with only the translated values' spans replaced, so
 * everything else (order, comments, indentation, line ends, encoding) stays byte for byte.
 */
export function localeDocument(
  format: string,
  decoded: LocaleText,
  parsed: LocaleParse,
  target: string,
): DocumentText & { review(translated: readonly string[], retried?: readonly boolean[]): LocaleReview } {
  const { text } = decoded;
  // A value that is only placeholders (and gains no plural form) is left as it is, without a model call.
  const entries = parsed.entries.filter(
    (entry) => entry.added?.length || entry.units.some((unit) => !onlyPlaceholders(mask(unit.source, unit.extra))),
  );
  parsed = { ...parsed, entries, unchanged: (parsed.unchanged ?? 0) + parsed.entries.length - entries.length };
  const units = parsed.entries.flatMap((entry) =>
    entry.units.map((unit) => ({ entry, unit, masked: mask(unit.source, unit.extra) })),
  );
  const segments = units.map(({ unit, masked }) => (onlyPlaceholders(masked) ? "" : segmentOf(unit, masked, target)));
  const outcome = (translated: readonly string[], retried: readonly boolean[] = []) => {
    const byEntry = new Map<Entry, { texts: string[]; problem?: string; retried: boolean }>();
    units.forEach(({ entry, unit, masked }, index) => {
      const state = byEntry.get(entry) ?? { texts: [], retried: false };
      byEntry.set(entry, state);
      if (!segments[index]) return void state.texts.push(unit.source);
      if (retried[index]) state.retried = true;
      const answer = unmask((translated[index] ?? "").replace(CONTEXT_TAG, "").trim(), masked);
      if ("problem" in answer)
        state.problem ??= `o modelo ${answer.problem} ${unit.plural ? `(forma ${unit.plural})` : ""}`.trim();
      else state.texts.push(keepEdges(unit.source, answer.text));
    });
    return byEntry;
  };
  return {
    segments,
    chars: units.reduce((sum, { unit }) => sum + unit.source.length, 0),
    write(translated, retried) {
      const edits: Edit[] = [...(parsed.fixed ?? [])];
      for (const [entry, state] of outcome(translated, retried)) {
        if (!state.problem) edits.push({ start: entry.start, end: entry.end, by: entry.render(state.texts) });
      }
      edits.sort((a, b) => a.start - b.start || a.end - b.end);
      const out: string[] = [];
      let at = 0;
      for (const edit of edits) {
        out.push(text.slice(at, edit.start), edit.by);
        at = edit.end;
      }
      out.push(text.slice(at));
      return decoded.encode(out.join(""));
    },
    review(translated, retried) {
      const review: LocaleReview = {
        format,
        strings: parsed.entries.length,
        translated: 0,
        placeholders: 0,
        kept: [],
        retried: [],
        pluralsAdded: [],
        unchanged: parsed.unchanged ?? 0,
      };
      for (const [entry, state] of outcome(translated, retried)) {
        if (state.retried) review.retried.push(entry.key);
        if (state.problem) review.kept.push({ key: entry.key, reason: state.problem });
        else {
          review.translated++;
          review.placeholders += units
            .filter((u) => u.entry === entry)
            .reduce((sum, u) => sum + u.masked.tokens.filter((t) => !t.startsWith("&")).length, 0);
          if (entry.added?.length) review.pluralsAdded.push({ key: entry.key, categories: entry.added });
        }
      }
      return review;
    },
  };
}

/** The source's spaces around the translation (a value that ends in a space or a line break keeps it). */
function keepEdges(source: string, translation: string): string {
  return /^\s*/.exec(source)![0] + translation.trim() + /\s*$/.exec(source)![0];
}
