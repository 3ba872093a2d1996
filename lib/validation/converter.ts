import * as z from "./zod";

export const convertMessages = {
  invalidUrl: "Por favor, insira uma URL válida",
  scheme: "Use um endereço que comece com http:// ou https://",
  maxPages: "Escolha de 1 a 50 páginas.",
  whatsapp: "Informe o WhatsApp só com números, com DDI e DDD (ex.: 5511999999999).",
  email: "Informe um e-mail válido para receber os formulários.",
  endpoint: "Informe o endereço de envio completo, começando com https://.",
  base: "Informe o endereço do site publicado completo, começando com https:// ou http://.",
  search: "Informe o endereço da busca completo, começando com https:// ou http://.",
  oneTarget: "Escolha um só destino para os formulários: WhatsApp, e-mail ou endereço de envio.",
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

const pageUrl = z

  .pipe(
    z.string({ error: convertMessages.invalidUrl }).check(z.maxLength(2048, convertMessages.invalidUrl)),
    z.transform(normalizeUrl),
  )
  .check(
    z.refine((value) => URL.canParse(value) && !/\s/.test(value), convertMessages.invalidUrl),
    z.refine((value) => !URL.canParse(value) || /^https?:$/i.test(new URL(value).protocol), convertMessages.scheme),
    // "exemplo" would become https://exemplo/: a name without a dot is a typo, not a public site.
    z.refine((value) => !URL.canParse(value) || hasPublicShape(new URL(value)), convertMessages.invalidUrl),
  );

export const convertSchema = z.object({
  url: pageUrl,
  embedAssets: z._default(z.boolean(), true),
  removeScripts: z._default(z.boolean(), true),
  optimizeImages: z._default(z.boolean(), false),
});

export type ConvertInput = z.input<typeof convertSchema>;

/** An absent or empty field is no choice. */
const blankAsUndefined = (value: unknown) => (typeof value === "string" && !value.trim() ? undefined : value);
const optionalField = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(blankAsUndefined), z.optional(schema));
/**
 * An absolute address of the scheme, written out: no control character or space inside (a newline in
 * `base` would write lines of its own into robots.txt), no user or password. Answers it trimmed.
 */
const httpUrl = (message: string, scheme: RegExp) =>
  z.pipe(
    z.string(message).check(
      z.maxLength(2048, message),
      z.refine((value) => {
        const trimmed = value.trim();
        if (/[\u0000-\u0020\u007f-\u009f]/.test(trimmed) || !URL.canParse(trimmed)) return false;
        const url = new URL(trimmed);
        return scheme.test(url.protocol) && !!url.hostname && !url.username && !url.password;
      }, message),
    ),
    z.transform((value: string) => value.trim()),
  );

export const siteSchema = z
  .object({
    url: pageUrl,
    maxPages: z._default(
      z
        .number(convertMessages.maxPages)
        .check(
          z.int(convertMessages.maxPages),
          z.minimum(1, convertMessages.maxPages),
          z.maximum(50, convertMessages.maxPages),
        ),
      50,
    ),
    forms: z._default(
      z.object({
        whatsapp: optionalField(
          z.pipe(
            z.transform((value: unknown) => (typeof value === "string" ? value.replace(/[\s()+-]/g, "") : value)),
            z.string(convertMessages.whatsapp).check(z.regex(/^\d{10,15}$/, convertMessages.whatsapp)),
          ),
        ),
        email: optionalField(
          z
            .string(convertMessages.email)
            .check(z.trim(), z.email(convertMessages.email), z.maxLength(254, convertMessages.email)),
        ),
        endpoint: optionalField(httpUrl(convertMessages.endpoint, /^https:$/)),
        search: optionalField(httpUrl(convertMessages.search, /^https?:$/)),
      }),
      {},
    ),
    base: optionalField(httpUrl(convertMessages.base, /^https?:$/)),
    optimizeImages: z._default(z.boolean(), false),
  })
  .check(
    z.refine(
      (input) => [input.forms.whatsapp, input.forms.email, input.forms.endpoint].filter(Boolean).length <= 1,
      convertMessages.oneTarget,
    ),
  );

export type SiteInput = z.input<typeof siteSchema>;
