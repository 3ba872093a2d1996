/**
 * The Content-Disposition of a download (RFC 6266). `filename` is a quoted ASCII name every client reads; when
 * the real name is more than that (accents, other scripts, a quote), it also goes in `filename*` (RFC 8187:
 * UTF-8, percent-encoded), which browsers prefer, and `filename` holds the name without its accents.
 */
export function contentDisposition(fileName: string, type: "attachment" | "inline" = "attachment"): string {
  // Control characters never belong in a header (a line break would end it).
  const name = fileName.replace(/[\u0000-\u001f\u007f]/g, "");
  const ascii = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
  if (ascii === name) return `${type}; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The type of every CSV the site sends. */
export const CSV_TYPE = "text/csv; charset=utf-8";

/** A file the browser saves under `fileName`, never kept by a cache (each is someone's own data). */
export function download(body: BodyInit, fileName: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": contentDisposition(fileName),
      "Cache-Control": "no-store",
    },
  });
}
