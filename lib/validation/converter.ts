import * as z from "./zod";

export const convertMessages = {
  invalidUrl: "Por favor, insira uma URL válida",
  scheme: "Use um endereço que comece com http:// ou https://",
} as const;

/** A pasted address without a scheme ("exemplo.com/pagina") is read as https. */
export function normalizeUrl(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return trimmed;
  if (trimmed.startsWith("//")) return `https:${trimmed}`;
  if (
    /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ||
    /^(javascript|data|file|mailto|blob|about|vbscript|tel):/i.test(trimmed)
  )
    return trimmed;
  return `https://${trimmed}`;
}

function hasPublicShape({ protocol, hostname }: URL): boolean {
  return !/^https?:$/.test(protocol) || hostname.includes(".") || hostname.startsWith("[") || hostname === "localhost";
}

export const convertSchema = z.object({
  url: z
    .pipe(
      z.string({ error: convertMessages.invalidUrl }).check(z.maxLength(2048, convertMessages.invalidUrl)),
      z.transform(normalizeUrl),
    )
    .check(
      z.refine((value) => URL.canParse(value) && !/\s/.test(value), convertMessages.invalidUrl),
      z.refine((value) => !URL.canParse(value) || /^https?:$/i.test(new URL(value).protocol), convertMessages.scheme),
      // "exemplo" would become https://exemplo/: a name without a dot is a typo, not a public site.
      z.refine((value) => !URL.canParse(value) || hasPublicShape(new URL(value)), convertMessages.invalidUrl),
    ),
  embedAssets: z._default(z.boolean(), true),
  removeScripts: z._default(z.boolean(), true),
  optimizeImages: z._default(z.boolean(), false),
});

export type ConvertInput = z.input<typeof convertSchema>;
