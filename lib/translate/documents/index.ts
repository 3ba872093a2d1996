import { ApiError } from "@/lib/http/api-error";
import { readDocx } from "./docx";
import { readPptx } from "./pptx";
import { readSrt } from "./srt";
import { readVtt } from "./vtt";
import { readTxt, type DocumentText } from "./text";
import { readXlsx } from "./xlsx";
import { LOCALE_FORMATS, readLocale } from "./locale";
import type { LocaleReview } from "./locale/document";

import { DOCUMENT_EXTENSIONS, DOCUMENT_KINDS, DOCUMENT_MAX_CHARS } from "./limits";
import { tooManyChars } from "./text";

export { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, DOCUMENT_MAX_CHARS, documentTooLarge } from "./limits";

export const documentFormats = {
  txt: { read: readTxt, type: "text/plain; charset=utf-8" },
  srt: { read: readSrt, type: "application/x-subrip; charset=utf-8" },
  vtt: { read: readVtt, type: "text/vtt; charset=utf-8" },
  docx: {
    read: readDocx,
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  xlsx: {
    read: readXlsx,
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  },
  pptx: {
    read: readPptx,
    type: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  },
  ...LOCALE_FORMATS,
} as const satisfies Record<(typeof DOCUMENT_EXTENSIONS)[number], unknown>;

export type DocumentFormat = keyof typeof documentFormats;

export function formatOf(filename: string): DocumentFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  if (extension && extension in documentFormats) return extension as DocumentFormat;
  throw new ApiError("invalid_input", `Envie um arquivo ${DOCUMENT_KINDS}.`);
}

/**
 * The file's text, within the limits, or a pt-BR reason. `encoding`: the one the person chose for a text file
 * ("Codificação do arquivo"); without it, it is detected. An app's locale file is read for its `target`: a
 * Russian file gets the plural forms Russian needs.
 */
export function readDocument(
  format: DocumentFormat,
  bytes: Uint8Array,
  encoding?: string,
  target = "pt-BR",
): DocumentText {
  if (!bytes.length) throw new ApiError("invalid_input", "O arquivo está vazio. Escolha outro arquivo.");
  const document =
    format in LOCALE_FORMATS ? readLocale(format, bytes, target) : documentFormats[format].read(bytes, encoding);
  if (!document.segments.some((segment) => segment.trim())) {
    throw new ApiError("invalid_input", "O arquivo não tem texto para traduzir.");
  }
  if (document.chars > DOCUMENT_MAX_CHARS) {
    throw tooManyChars(document.chars);
  }
  return document;
}

/** A segment that lost a placeholder, tag, URL or number after its second try: marked in the file itself. */
export const REVIEW_MARK = "[revisar] ";

/** What a worker thread is asked: the segments of a file, or the file written back with their translations. */
export type DocumentTask =
  | { kind: "read"; format: DocumentFormat; bytes: Uint8Array; encoding?: string; target?: string }
  | {
      kind: "write";
      format: DocumentFormat;
      bytes: Uint8Array;
      encoding?: string;
      target?: string;
      translated: readonly string[];
      /** Segments asked a second time for a lost placeholder (a locale file's review lists them). */
      retried?: readonly boolean[];
    };

/** `locale`: an app's locale file, whose segments that lose a placeholder are kept in the source language (not marked). */
export type DocumentSegments = Pick<DocumentText, "segments" | "chars" | "convertedFrom" | "uncertainEncoding"> & {
  locale?: boolean;
};

/** A written file, and for a locale file its review (what was kept in the source language and why). */
export type WrittenDocument = { bytes: Uint8Array; review?: LocaleReview };

/**
 * One task, bytes in and segments or bytes out, with no state between tasks: writing reads the file again (a few
 * ms to a few s of parsing, beside minutes of model calls), so a worker never holds a document while it waits.
 */
export function runDocumentTask(task: DocumentTask): DocumentSegments | WrittenDocument {
  const document = readDocument(task.format, task.bytes, task.encoding, task.target);
  if (task.kind === "write") {
    return {
      bytes: document.write(task.translated, task.retried),
      review: document.review?.(task.translated, task.retried),
    };
  }
  const { segments, chars, convertedFrom, uncertainEncoding } = document;
  return { segments, chars, convertedFrom, uncertainEncoding, ...(document.review ? { locale: true } : {}) };
}
