import { ApiError } from "@/lib/http/api-error";
import { decodeBytes, type DecodedText } from "./encoding";
import { DOCUMENT_MAX_CHARS } from "./limits";
import type { LocaleReview } from "./locale/review";

/**
 * The most lines a subtitle within the character cap needs: a cue of one character is four (number, timing, text
 * and the blank line after it), plus room for cues of several short lines. Counted before the file is parsed, so a
 * file of a million tiny cues is refused in a few milliseconds instead of holding the server while it is read.
 */
const MAX_SUBTITLE_LINES = 5 * DOCUMENT_MAX_CHARS;

export function refuseTooManyLines(text: string): void {
  let lines = 1;
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) {
    if (++lines > MAX_SUBTITLE_LINES) {
      throw new ApiError(
        "invalid_input",
        `A legenda tem mais de ${MAX_SUBTITLE_LINES.toLocaleString("pt-BR")} linhas: passa do limite de ` +
          `${DOCUMENT_MAX_CHARS.toLocaleString("pt-BR")} caracteres de texto. Divida-a em partes menores.`,
      );
    }
  }
}

/** What each format gives the translator: its segments, and how to write the file back with their translations. */
export type DocumentText = {
  segments: string[];
  /** The characters a person wrote (without the markup a format adds to its segments). */
  chars: number;
  write(translated: readonly string[], retried?: readonly boolean[]): Uint8Array;
  /** A locale file's review of a translation: strings kept in the source language and why, plural forms added. */
  review?(translated: readonly string[], retried?: readonly boolean[]): LocaleReview;
  /** The encoding a text file was converted from (it is written back as UTF-8 with a BOM). */
  convertedFrom?: string;
  /** The detector's guess of that encoding was weak: the person confirms it before the file is translated. */
  uncertainEncoding?: true;
};

/**
 * A text file's characters, whatever its encoding, and the BOM to write it back with: a UTF-8 file keeps its BOM
 * or its lack of one; a file converted from another encoding gets one, which players and YouTube read as UTF-8.
 */
export function decodeText(bytes: Uint8Array, encoding?: string): DecodedText {
  const decoded = decodeBytes(bytes, encoding);
  const { text, bom, convertedFrom } = decoded;
  if (text.includes("\u0000")) {
    throw new ApiError("invalid_input", "O arquivo não é um texto. Envie um .txt, .srt ou .vtt.");
  }
  return convertedFrom ? { ...decoded, bom: "\uFEFF" } : { bom, text };
}

/** A translation's line breaks as its source had them, or as the file has them (a model answers with \n). */
export function withLineEnds(translation: string, source: string, file: string): string {
  const lines = translation.replace(/\r\n?/g, "\n");
  const sample = source.includes("\n") ? source : file;
  return sample.includes("\r\n") ? lines.replace(/\n/g, "\r\n") : lines;
}

/** A stretch of a subtitle file to write back differently: the text in [start, end) becomes `by`. */
export type Edit = { start: number; end: number; by: string };

/**
 * A subtitle file's segments (each cue's text, at `ranges`; an empty range is a cue without text) and how to write
 * it back: the original, byte for byte, with each cue's text replaced by its translation (line ends as the cue
 * had them, no blank line inside a cue, which players read as the cue's end) and the format's own `edits`
 * (in file order, none overlapping a cue's text).
 */
export function subtitleText(
  decoded: DecodedText,
  ranges: readonly { start: number; end: number }[],
  edits: (translated: readonly string[]) => Edit[] = () => [],
): DocumentText {
  const { bom, text, convertedFrom, uncertainEncoding } = decoded;
  const segments = ranges.map((range) => text.slice(range.start, range.end));
  return {
    segments,
    chars: segments.reduce((sum, segment) => sum + segment.length, 0),
    convertedFrom,
    uncertainEncoding,
    write(translated) {
      const cues = ranges.flatMap((range, i) =>
        range.end === range.start
          ? []
          : [{ ...range, by: withoutBlankLines(withLineEnds(translated[i], segments[i], text)) }],
      );
      const all = [...edits(translated), ...cues].sort((a, b) => a.start - b.start || a.end - b.end);
      const out: string[] = [bom];
      let at = 0;
      for (const edit of all) {
        out.push(text.slice(at, edit.start), edit.by);
        at = edit.end;
      }
      out.push(text.slice(at));
      return new TextEncoder().encode(out.join(""));
    },
  };
}

/** A text's lines: where each starts, where its content ends (before the line break) and its content. */
export function splitLines(text: string): { start: number; end: number; text: string }[] {
  const lines: { start: number; end: number; text: string }[] = [];
  let start = 0;
  while (start < text.length || !lines.length) {
    const feed = text.indexOf("\n", start);
    const next = feed < 0 ? text.length : feed + 1;
    const end = feed > start && text[feed - 1] === "\r" ? feed - 1 : feed < 0 ? text.length : feed;
    lines.push({ start, end, text: text.slice(start, end) });
    start = next;
  }
  return lines;
}

/** A line with only spaces, or none. */
export const isBlank = (line: string) => !line.trim();

/** A subtitle cue's text as players read it: they end a cue at a blank line, so one is never written inside it. */
export const withoutBlankLines = (text: string) => text.replace(/(\r?\n)(?:[ \t]*\r?\n)+/g, "$1");

/**
 * Paragraphs (split at blank lines) as segments, and everything between them kept as it was: a .txt file, and
 * the text box of the page (so a long text is translated in blocks and a lost placeholder is found per paragraph).
 */
export function paragraphs(text: string): { segments: string[]; join(translated: readonly string[]): string } {
  const parts = text.split(/(\r?\n[ \t]*(?:\r?\n[ \t]*)+)/);
  const segments = parts.filter((_, index) => index % 2 === 0);
  return {
    segments,
    join: (translated) =>
      parts.map((part, index) => (index % 2 ? part : withLineEnds(translated[index / 2], part, text))).join(""),
  };
}

export function readTxt(bytes: Uint8Array, encoding?: string): DocumentText {
  const { bom, text, convertedFrom, uncertainEncoding } = decodeText(bytes, encoding);
  const { segments, join } = paragraphs(text);
  return {
    segments,
    chars: text.length,
    convertedFrom,
    uncertainEncoding,
    write: (translated) => new TextEncoder().encode(bom + join(translated)),
  };
}

/** The character cap, with the file's own count (`atLeast`: counted in the part of it that was read). */
export const tooManyChars = (chars: number, atLeast = false) =>
  new ApiError(
    "invalid_input",
    `O arquivo tem ${atLeast ? "mais de " : ""}${chars.toLocaleString("pt-BR")} caracteres de texto; o limite é ` +
      `${DOCUMENT_MAX_CHARS.toLocaleString("pt-BR")}. Divida-o em partes menores.`,
  );
