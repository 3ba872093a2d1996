import { ApiError } from "@/lib/http/api-error";
import { DOCUMENT_MAX_CHARS } from "./limits";

/** What each format gives the translator: its segments, and how to write the file back with their translations. */
export type DocumentText = {
  segments: string[];
  /** The characters a person wrote (without the markup a format adds to its segments). */
  chars: number;
  write(translated: readonly string[]): Uint8Array;
};

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const BOM = "\uFEFF";

/** A text file as UTF-8 (a BOM is kept aside to be written back). */
export function decodeText(bytes: Uint8Array): { bom: string; text: string } {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new ApiError("invalid_input", "O arquivo não está em UTF-8. Salve-o como UTF-8 e envie de novo.");
  }
  if (text.includes("\u0000")) throw new ApiError("invalid_input", "O arquivo não é um texto. Envie um .txt ou .srt.");
  const bom = text.startsWith(BOM) ? BOM : "";
  return { bom, text: text.slice(bom.length) };
}

/** A translation's line breaks as its source had them, or as the file has them (a model answers with \n). */
export function withLineEnds(translation: string, source: string, file: string): string {
  const lines = translation.replace(/\r\n?/g, "\n");
  const sample = source.includes("\n") ? source : file;
  return sample.includes("\r\n") ? lines.replace(/\n/g, "\r\n") : lines;
}

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

export function readTxt(bytes: Uint8Array): DocumentText {
  const { bom, text } = decodeText(bytes);
  const { segments, join } = paragraphs(text);
  return { segments, chars: text.length, write: (translated) => new TextEncoder().encode(bom + join(translated)) };
}

/** The character cap, with the file's own count (`atLeast`: counted in the part of it that was read). */
export const tooManyChars = (chars: number, atLeast = false) =>
  new ApiError(
    "invalid_input",
    `O arquivo tem ${atLeast ? "mais de " : ""}${chars.toLocaleString("pt-BR")} caracteres de texto; o limite é ` +
      `${DOCUMENT_MAX_CHARS.toLocaleString("pt-BR")}. Divida-o em partes menores.`,
  );
