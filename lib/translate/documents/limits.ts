/** "Traduzir arquivo": what the page accepts and the route allows (no parser here, so the page can import it). */
export const DOCUMENT_EXTENSIONS = [
  "txt",
  "srt",
  "vtt",
  "docx",
  "xlsx",
  "json",
  "po",
  "pot",
  "xml",
  "xlf",
  "xliff",
  "arb",
  "yml",
  "yaml",
  "properties",
  "strings",
] as const;
/** ".txt, .srt, .vtt, .docx ou .xlsx": the formats named in messages, as the list above has them. */
export const DOCUMENT_KINDS = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`)
  .join(", ")
  .replace(/, ([^,]*)$/, " ou $1");
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(",");
/**
 * An account's file (the route is for signed-in people only): a real manual or a season of subtitles fits, and
 * the day's quota (TRANSLATE_DAILY_CHARS) bounds what one account spends.
 */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_CHARS = 250_000;
export const documentTooLarge = "O arquivo pode ter no máximo 5 MB. Divida-o em partes menores.";
