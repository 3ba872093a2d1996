import path from "node:path";
import { z } from "zod";
import { clearBetweenTests } from "./test-resets";
import { brandName } from "./company/brand";
import { parseAddress, parseCnpj, parsePhone, type Parsed } from "./company/identifiers";

/**
 * Every variable has a default so `npm start` works on a fresh clone. The company and contact settings
 * (fixedAtBuild below) are fixed by `next build` for every page, route and e-mail alike (docs/company.md);
 * prerendered pages also read TIKTOK_PIXEL_ID and TIKTOK_PIXEL_HOST at build time; everything else is read at
 * run time.
 */
const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** An http(s) address of an OpenAI-compatible server ("localhost:8000" would otherwise pass as a URL). */
const serverUrl = optional.pipe(
  z.url({ protocol: /^https?$/, error: "use um endereço http:// ou https://" }).optional(),
);

/** An unset company value stays undefined (nothing is shown); a set one must parse, or the build stops. */
const parsedWith = <T>(parse: (value: string) => Parsed<T>) =>
  optional.transform((value, context): T | undefined => {
    if (value === undefined) return undefined;
    const parsed = parse(value);
    if (parsed.ok) return parsed.value;
    context.addIssue({ code: "custom", message: parsed.reason });
    return z.NEVER;
  });
const email = optional.pipe(z.email({ error: "e-mail inválido (ex.: contato@empresa.com.br)" }).optional());
const httpsUrl = optional.pipe(
  z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: "use um endereço https:// completo" }).optional(),
);
const shortText = (max: number) => optional.pipe(z.string().max(max, `use no máximo ${max} caracteres`).optional());

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** A comma-separated list, each entry trimmed and lowercased (e-mails, host names); unset: empty. */
const lowercaseList = z
  .string()
  .default("")
  .transform((list) =>
    list
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  );

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SITE_URL: z
    .url()
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  DATABASE_URL: optional,
  // A database that stops answering must not hold requests: past these, routes answer 503 (lib/db).
  PG_CONNECT_TIMEOUT_MS: positiveInt(2_000),
  PG_QUERY_TIMEOUT_MS: positiveInt(2_500),
  NEXTAUTH_SECRET: optional,
  SMTP_URL: optional,
  /** Unset: the company's name (COMPANY_NAME, or the brand) <nao-responda@localhost>. */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** Where the contact form's leads are e-mailed (through SMTP_URL, or the outbox without it); unset: COMPANY_EMAIL. */
  CONTACT_EMAIL: z.string().trim().min(3).optional(),
  /** Accounts that see the owner's inbox /painel (comma-separated e-mails; unset: no one). Read at run time. */
  ADMIN_EMAILS: lowercaseList,
  REDIS_URL: optional,
  /** Past it a rate-limit command falls back to the instance's memory (lib/http/rate-limit.ts). */
  REDIS_COMMAND_TIMEOUT_MS: positiveInt(500),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: serverUrl,
  // Speech and images may each have their own server; unset, they use the two above.
  OPENAI_TTS_API_KEY: optional,
  OPENAI_TTS_BASE_URL: serverUrl,
  OPENAI_IMAGE_API_KEY: optional,
  OPENAI_IMAGE_BASE_URL: serverUrl,
  // Current OpenAI models on 2026-11-23 (see the README's AI section for why these three).
  OPENAI_CHAT_MODEL: z.string().trim().min(1).default("gpt-6-luna"),
  OPENAI_TTS_MODEL: z.string().trim().min(1).default("gpt-realtime-2.1-mini"),
  OPENAI_IMAGE_MODEL: z.string().trim().min(1).default("gpt-image-2.6-flare"),
  // Sent to reasoning models only; "default" leaves the choice to the provider.
  OPENAI_REASONING_EFFORT: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : value),
    z
      .enum(["default", "none", "minimal", "low", "medium", "high", "xhigh"], {
        error: "use default, none, minimal, low, medium, high ou xhigh",
      })
      .default("low"),
  ),
  OPENAI_TEXT_TIMEOUT_MS: positiveInt(30_000),
  OPENAI_IMAGE_TIMEOUT_MS: positiveInt(90_000),
  /** Descriptions being generated at once per instance; four times as many wait in line, the rest get 503. */
  DESCRIPTION_MAX_CONCURRENT: positiveInt(4),
  /** Translator model calls in flight per instance (a document sends two at a time); eight times as many wait. */
  TRANSLATE_MAX_CONCURRENT: positiveInt(4),
  /**
   * Of those, the calls documents may hold at once per instance (never all: at most one fewer), and per account:
   * sentences always find a slot free, so one person's manual never makes another wait for a whole block
   * (bench/translate-fairness.ts).
   */
  TRANSLATE_DOC_MAX_CONCURRENT: positiveInt(3),
  TRANSLATE_DOC_PER_ACCOUNT: positiveInt(2),
  /**
   * Characters an account may have translated per 24 h, texts and documents together: one real manual (118.000
   * characters) or a season of subtitles plus the day's texts fits (docs/translator.md).
   */
  TRANSLATE_DAILY_CHARS: positiveInt(300_000),
  // Provider calls for images in flight on this instance (each image of a request counts); more answer 503 at once.
  IMAGE_MAX_CONCURRENT: positiveInt(4),
  TIKTOK_PIXEL_ID: optional,
  TIKTOK_PIXEL_HOST: z
    .url()
    .default("https://analytics.tiktok.com")
    .transform((url) => new URL(url).origin),
  /** The Disparador's server-side events go here, and only here (TikTok's Events API 2.0 endpoint). */
  TIKTOK_EVENTS_API_URL: z
    .url({ protocol: /^https?$/, error: "use um endereço http:// ou https://" })
    .default("https://business-api.tiktok.com/open_api/v1.3/event/track/"),
  TIKTOK_EVENTS_TIMEOUT_MS: positiveInt(8_000),
  WHATSAPP_NUMBER: optional.pipe(
    z
      .string()
      .regex(/^\d{10,15}$/, "WHATSAPP_NUMBER: só dígitos, com DDI (ex.: 5511999999999)")
      .optional(),
  ),
  // The company behind the site (README, "Empresa"): each set value is shown, an unset one is left out.
  COMPANY_NAME: shortText(80),
  COMPANY_LEGAL_NAME: shortText(160),
  COMPANY_CNPJ: parsedWith(parseCnpj),
  COMPANY_EMAIL: email,
  COMPANY_PHONE: parsedWith(parsePhone),
  COMPANY_ADDRESS: parsedWith(parseAddress),
  COMPANY_INSTAGRAM: httpsUrl,
  COMPANY_LINKEDIN: httpsUrl,
  COMPANY_DPO_EMAIL: email,
  COMPANY_REPLY_TIME: shortText(60),
  BOOKING_URL: httpsUrl,
  CONVERTER_ALLOWED_HOSTS: lowercaseList,
  CONVERTER_MAX_PAGE_BYTES: positiveInt(5 * 1024 * 1024),
  CONVERTER_MAX_ASSET_BYTES: positiveInt(10 * 1024 * 1024),
  CONVERTER_MAX_OUTPUT_BYTES: positiveInt(40 * 1024 * 1024),
  CONVERTER_CONCURRENCY: positiveInt(6),
  CONVERTER_MAX_CONCURRENT: positiveInt(4),
  CONVERTER_IMAGE_WORKERS: positiveInt(2),
  CONVERTER_FETCH_TIMEOUT_MS: positiveInt(15_000),
  CONVERTER_TOTAL_TIMEOUT_MS: positiveInt(60_000),
  // Long work (lib/jobs): jobs this process runs at once, each in its own worker thread (0: it only takes them
  // in, for a deployment whose `npm run worker` processes run them), each thread's heap cap, and the queued
  // jobs every client together may hold before the next is told to come back later.
  JOB_WORKERS: z.coerce.number().int().min(0).default(6),
  JOB_MEMORY_MB: positiveInt(384),
  JOB_QUEUE_LIMIT: positiveInt(500),
  // Speech (issue 21): offline worker threads (unset: one per CPU but one), requests that may wait for one,
  // provider calls in flight per instance, and the characters an account may have read per day.
  SPEECH_WORKERS: z.coerce.number().int().positive().optional(),
  SPEECH_QUEUE: z.coerce.number().int().min(0).default(12),
  SPEECH_PROVIDER_CONCURRENCY: positiveInt(16),
  SPEECH_DAILY_CHARS: positiveInt(20_000),
  /** How long an engine the provider lacks (no Realtime, no /v1/audio/speech) is skipped before it is tried again. */
  SPEECH_FALLBACK_MEMORY_SECONDS: positiveInt(600),
  /** A streamed reading whose client takes nothing for this long is ended, and its place freed. */
  SPEECH_STALL_SECONDS: positiveInt(10),
  /** The /v1/audio/speech model the chain falls back to when OPENAI_TTS_MODEL is a Realtime model. */
  OPENAI_TTS_SPEECH_MODEL: z.string().trim().min(1).default("gpt-4o-mini-tts"),
});

export type Env = Omit<z.infer<typeof schema>, "MAIL_FROM" | "CONTACT_EMAIL"> & {
  MAIL_FROM: string;
  CONTACT_EMAIL: string;
  dataDir: string;
  /** COMPANY_NAME, or the site's own brand: what the header, titles, og:site_name and e-mails call the company. */
  companyName: string;
};

type Source = Record<string, string | undefined>;

export function loadEnv(source: Source = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Configuração inválida:\n${problems.join("\n")}`);
  }
  const companyName = parsed.data.COMPANY_NAME ?? brandName;
  return {
    ...parsed.data,
    MAIL_FROM: parsed.data.MAIL_FROM ?? `${companyName} <nao-responda@localhost>`,
    CONTACT_EMAIL: parsed.data.CONTACT_EMAIL ?? parsed.data.COMPANY_EMAIL ?? "contato@localhost",
    dataDir: path.resolve(parsed.data.DATA_DIR),
    companyName,
  };
}

/** The company's details the pages show when set (README, "Antes de publicar"). */
export const companyVariables = [
  "COMPANY_NAME",
  "COMPANY_LEGAL_NAME",
  "COMPANY_CNPJ",
  "COMPANY_EMAIL",
  "COMPANY_PHONE",
  "COMPANY_ADDRESS",
  "COMPANY_INSTAGRAM",
  "COMPANY_LINKEDIN",
  "COMPANY_DPO_EMAIL",
  "COMPANY_REPLY_TIME",
  "BOOKING_URL",
] as const satisfies readonly (keyof Env)[];

/**
 * What the site says about the company and where it answers: `next build` fixes these (next.config.ts puts
 * them in BUILT_SETTINGS, which the build writes into the server code), and the server uses the build's values
 * for its dynamic routes and e-mails too, so a static page and a dynamic one never disagree.
 */
export const fixedAtBuild = [...companyVariables, "WHATSAPP_NUMBER", "CONTACT_EMAIL", "SITE_URL"] as const;

/** Each fixed setting as the build saw it; null when unset. */
export type BuiltSettings = Record<(typeof fixedAtBuild)[number], string | null>;

export function pickBuiltSettings(source: Source): BuiltSettings {
  return Object.fromEntries(fixedAtBuild.map((name) => [name, source[name]?.trim() || null])) as BuiltSettings;
}

/** The run-time environment with the build's settings in place of its own. */
export function withBuiltSettings(source: Source, built: BuiltSettings): Source {
  const merged = { ...source };
  for (const name of fixedAtBuild) merged[name] = built[name] ?? undefined;
  return merged;
}

/** The fixed settings the environment names differently from the build (what the start-up line lists). */
export function settingsChangedSinceBuild(source: Source, built: BuiltSettings): string[] {
  return fixedAtBuild.filter((name) => (source[name]?.trim() || null) !== built[name]);
}

/**
 * The one line the server prints at start when its environment names other company or contact settings than
 * the build fixed; undefined when they agree, or without a build (`next dev`).
 */
export function builtSettingsNotice(source: Source, built = builtSettings()): string | undefined {
  const changed = built ? settingsChangedSinceBuild(source, built) : [];
  if (!changed.length) return undefined;
  return (
    `${changed.join(", ")}: o ambiente difere do build, e o site segue com os valores do build em todas as ` +
    "páginas e e-mails; para usar os novos, rode npm run build de novo."
  );
}

/** Written into the server code by `next build` (next.config.ts); undefined under `next dev` and in tests. */
export function builtSettings(): BuiltSettings | undefined {
  const json = process.env.BUILT_SETTINGS;
  return json ? (JSON.parse(json) as BuiltSettings) : undefined;
}

let cached: Env | undefined;

export function env(): Env {
  const built = builtSettings();
  cached ??= loadEnv(built ? withBuiltSettings(process.env, built) : process.env);
  return cached;
}

/** Tests change process.env between cases. */
export function resetEnvCache() {
  cached = undefined;
}
clearBetweenTests(resetEnvCache);

export function buildWarnings(config: Env): string[] {
  const warnings: string[] = [];
  const unset = companyVariables.filter((name) => config[name] === undefined);
  if (unset.length) {
    warnings.push(
      `Dados da empresa não definidos: ${unset.join(", ")}. As páginas deixam de fora o que falta (rodapé, ` +
        'política de privacidade, "Agendar reunião"). Veja "Antes de publicar" no README e gere o build de novo.',
    );
  }
  if (!config.WHATSAPP_NUMBER) {
    warnings.push(
      "WHATSAPP_NUMBER não definido: os botões da página inicial levam ao formulário de contato em vez do WhatsApp. " +
        "Defina WHATSAPP_NUMBER (só dígitos, com DDI, ex.: 5511999999999) e gere o build de novo.",
    );
  }
  return warnings;
}
