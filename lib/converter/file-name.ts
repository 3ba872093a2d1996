/** Long enough to tell pages apart, short enough for any file system and a readable download bar. */
const MAX_SLUG = 80;
const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The saved file's name: the page's <title> as a lowercase ASCII slug ("Perguntas Frequentes | Loja" -> perguntas-frequentes-loja.html). */
export function fileNameFor(title: string): string {
  const text = title
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
      if (name[0] !== "#") return entities[name.toLowerCase()] ?? match;
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
    })
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/æ/gi, "ae")
    .replace(/ø/gi, "o")
    .toLowerCase();
  let slug = text.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length > MAX_SLUG) {
    const cut = slug.slice(0, MAX_SLUG + 1);
    // At a word boundary when there is one in the second half.
    const dash = cut.lastIndexOf("-");
    slug = (dash > MAX_SLUG / 2 ? cut.slice(0, dash) : cut.slice(0, MAX_SLUG)).replace(/-+$/, "");
  }
  return `${slug || "pagina"}.html`;
}

/** The name the server gave a download ("attachment; filename=..."), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  const match = header ? /filename="([a-z0-9-]+\.html)"/.exec(header) : null;
  return match ? match[1] : null;
}
