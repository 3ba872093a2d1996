/** "Traduzir arquivo": what the page accepts and the route allows (no parser here, so the page can import it). */
const FILE_EXTENSIONS = ["txt", "srt", "vtt", "docx", "xlsx", "pptx"] as const;
/** An app's locale files (lib/translate/documents/locale). */
export const LOCALE_EXTENSIONS = [
  "json",
  "po",
  "pot",
  "xlf",
  "xliff",
  "xml",
  "arb",
  "yml",
  "yaml",
  "properties",
  "strings",
  "stringsdict",
  "xcstrings",
] as const;
export const DOCUMENT_EXTENSIONS = [...FILE_EXTENSIONS, ...LOCALE_EXTENSIONS] as const;
/** ".txt, .srt, .vtt, .docx, .xlsx, .pptx ou um arquivo de idioma (.json, .po...)": the formats named in messages. */
export const DOCUMENT_KINDS =
  FILE_EXTENSIONS.map((extension) => `.${extension}`).join(", ") +
  ` ou um arquivo de idioma (${LOCALE_EXTENSIONS.map((extension) => `.${extension}`).join(", ")})`;
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(",");
/**
 * An account's file (the route is for signed-in people only): a real manual or a season of subtitles fits, and
 * the day's quota (TRANSLATE_DAILY_CHARS) bounds what one account spends.
 */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_CHARS = 250_000;
export const documentTooLarge = "O arquivo pode ter no máximo 5 MB. Divida-o em partes menores.";
