import { ApiError } from "@/lib/http/api-error";
import { readDocx } from "./docx";
import { readSrt } from "./srt";
import { readVtt } from "./vtt";
import { readTxt, type DocumentText } from "./text";
import { readXlsx } from "./xlsx";

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
} as const satisfies Record<(typeof DOCUMENT_EXTENSIONS)[number], unknown>;

export type DocumentFormat = keyof typeof documentFormats;

export function formatOf(filename: string): DocumentFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  if (extension && extension in documentFormats) return extension as DocumentFormat;
  throw new ApiError("invalid_input", `Envie um arquivo ${DOCUMENT_KINDS}.`);
}

/**
 * The file's text, within the limits, or a pt-BR reason. `encoding`: the one the person chose for a text file
 * ("Codificação do arquivo"); without it, it is detected.
 */
export function readDocument(format: DocumentFormat, bytes: Uint8Array, encoding?: string): DocumentText {
  if (!bytes.length) throw new ApiError("invalid_input", "O arquivo está vazio. Escolha outro arquivo.");
  const document = documentFormats[format].read(bytes, encoding);
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
  | { kind: "read"; format: DocumentFormat; bytes: Uint8Array; encoding?: string }
  | { kind: "write"; format: DocumentFormat; bytes: Uint8Array; encoding?: string; translated: readonly string[] };

export type DocumentSegments = Pick<DocumentText, "segments" | "chars" | "convertedFrom" | "uncertainEncoding">;

/**
 * One task, bytes in and segments or bytes out, with no state between tasks: writing reads the file again (a few
 * ms to a few s of parsing, beside minutes of model calls), so a worker never holds a document while it waits.
 */
export function runDocumentTask(task: DocumentTask): DocumentSegments | Uint8Array {
  const document = readDocument(task.format, task.bytes, task.encoding);
  if (task.kind === "write") return document.write(task.translated);
  const { segments, chars, convertedFrom, uncertainEncoding } = document;
  return { segments, chars, convertedFrom, uncertainEncoding };
}
