import { ApiError } from "@/lib/http/api-error";
import { readDocx } from "./docx";
import { readSrt } from "./srt";
import { readVtt } from "./vtt";
import { readTxt, type DocumentText } from "./text";

import { DOCUMENT_KINDS, DOCUMENT_MAX_CHARS } from "./limits";

export { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, DOCUMENT_MAX_CHARS, documentTooLarge } from "./limits";

export const documentFormats = {
  txt: { read: readTxt, type: "text/plain; charset=utf-8" },
  srt: { read: readSrt, type: "application/x-subrip; charset=utf-8" },
  vtt: { read: readVtt, type: "text/vtt; charset=utf-8" },
  docx: {
    read: readDocx,
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
} as const;

export type DocumentFormat = keyof typeof documentFormats;

export function formatOf(filename: string): DocumentFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  if (extension && extension in documentFormats) return extension as DocumentFormat;
  throw new ApiError("invalid_input", `Envie um arquivo ${DOCUMENT_KINDS}.`);
}

/** The file's text, within the limits, or a pt-BR reason. */
export function readDocument(format: DocumentFormat, bytes: Uint8Array): DocumentText {
  if (!bytes.length) throw new ApiError("invalid_input", "O arquivo está vazio. Escolha outro arquivo.");
  const document = documentFormats[format].read(bytes);
  if (!document.segments.some((segment) => segment.trim())) {
    throw new ApiError("invalid_input", "O arquivo não tem texto para traduzir.");
  }
  if (document.chars > DOCUMENT_MAX_CHARS) {
    throw new ApiError(
      "invalid_input",
      `O arquivo tem ${document.chars.toLocaleString("pt-BR")} caracteres de texto; o limite é ` +
        `${DOCUMENT_MAX_CHARS.toLocaleString("pt-BR")}. Divida-o em partes menores.`,
    );
  }
  return document;
}

/** A segment that lost a placeholder, tag, URL or number after its second try: marked in the file itself. */
export const REVIEW_MARK = "[revisar] ";
