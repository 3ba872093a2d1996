/** "Traduzir arquivo": what the page accepts and the route allows (no parser here, so the page can import it). */
export const DOCUMENT_EXTENSIONS = ["txt", "srt", "vtt", "docx", "xlsx"] as const;
/** ".txt, .srt, .vtt, .docx ou .xlsx": the formats named in messages, as the list above has them. */
export const DOCUMENT_KINDS = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`)
  .join(", ")
  .replace(/, ([^,]*)$/, " ou $1");
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(",");
export const DOCUMENT_MAX_BYTES = 1024 * 1024;
export const DOCUMENT_MAX_CHARS = 20_000;
export const documentTooLarge = "O arquivo pode ter no máximo 1 MB. Divida-o em partes menores.";
