/**
 * The translator's languages (BCP 47 codes), shared by the page and the server. `label` is what the menus show
 * (the language's own name, as DeepL does); `name` is how a sentence in pt-BR speaks of it ("Detectado: inglês").
 */
export type Formality = "default" | "more" | "less";

type Language = {
  code: string;
  label: string;
  name: string;
  /** "Tratamento": the informal and the formal choice, for languages that have both. */
  address?: { less: string; more: string };
};

export const languages = [
  {
    code: "pt-BR",
    label: "Português (Brasil)",
    name: "português (Brasil)",
    address: { less: "Você", more: "O senhor ou a senhora" },
  },
  {
    code: "pt-PT",
    label: "Português (Portugal)",
    name: "português (Portugal)",
    address: { less: "Tu", more: "O senhor ou a senhora" },
  },
  { code: "en", label: "English", name: "inglês" },
  { code: "es", label: "Español", name: "espanhol", address: { less: "Tú", more: "Usted" } },
  { code: "fr", label: "Français", name: "francês", address: { less: "Tu", more: "Vous" } },
  { code: "de", label: "Deutsch", name: "alemão", address: { less: "Du", more: "Sie" } },
  { code: "it", label: "Italiano", name: "italiano", address: { less: "Tu", more: "Lei" } },
  { code: "nl", label: "Nederlands", name: "holandês", address: { less: "Je", more: "U" } },
  { code: "pl", label: "Polski", name: "polonês", address: { less: "Ty", more: "Pan ou Pani" } },
  { code: "ru", label: "Русский", name: "russo", address: { less: "Ты", more: "Вы" } },
  { code: "uk", label: "Українська", name: "ucraniano", address: { less: "Ти", more: "Ви" } },
  { code: "tr", label: "Türkçe", name: "turco", address: { less: "Sen", more: "Siz" } },
  { code: "ja", label: "日本語", name: "japonês", address: { less: "Informal", more: "Formal (敬語)" } },
  { code: "zh", label: "中文", name: "chinês" },
  { code: "ko", label: "한국어", name: "coreano", address: { less: "Informal (반말)", more: "Formal (존댓말)" } },
  { code: "ar", label: "العربية", name: "árabe" },
  { code: "hi", label: "हिन्दी", name: "hindi", address: { less: "तुम", more: "आप" } },
  { code: "id", label: "Bahasa Indonesia", name: "indonésio" },
  { code: "sv", label: "Svenska", name: "sueco" },
  { code: "da", label: "Dansk", name: "dinamarquês" },
  { code: "nb", label: "Norsk bokmål", name: "norueguês" },
  { code: "fi", label: "Suomi", name: "finlandês" },
  { code: "cs", label: "Čeština", name: "tcheco", address: { less: "Ty", more: "Vy" } },
  { code: "el", label: "Ελληνικά", name: "grego" },
  { code: "ro", label: "Română", name: "romeno" },
  { code: "hu", label: "Magyar", name: "húngaro" },
  { code: "bg", label: "Български", name: "búlgaro" },
  { code: "he", label: "עברית", name: "hebraico" },
  { code: "th", label: "ไทย", name: "tailandês" },
  { code: "vi", label: "Tiếng Việt", name: "vietnamita" },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof languages)[number]["code"];

export const languageCodes = languages.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

export const DEFAULT_TARGET: LanguageCode = "pt-BR";

/** The model's answer when the text has no language (digits, a name, emoji). */
export const UNDETERMINED = "und";

export function findLanguage(code: string): Language | undefined {
  return (languages as readonly Language[]).find((language) => language.code === code);
}

export function isLanguageCode(code: string): code is LanguageCode {
  return findLanguage(code) !== undefined;
}

export function languageName(code: string): string {
  return findLanguage(code)?.name ?? "idioma desconhecido";
}

export function formalityChoices(target: string): { less: string; more: string } | undefined {
  return findLanguage(target)?.address;
}

export type DetectionCandidate = { code: string; confidence: number };

export type Detection =
  { kind: "sure"; code: string; label: string } | { kind: "unsure"; label: string; options: string[] };

/** Below this the first guess is not trusted; two guesses closer than MARGIN are a toss-up. */
const SURE = 0.75;
const MARGIN = 0.3;

/**
 * What the page says about the detected language: "Detectado: inglês", or "Idioma incerto" with the two
 * likeliest languages to choose from, when the best guess is weak, close to the second, or no language at all
 * (short or mixed text: "no", "ok", "Hallo, tudo bem?").
 */
export function describeDetection(candidates: readonly DetectionCandidate[]): Detection {
  const known = candidates
    .filter((candidate) => isLanguageCode(candidate.code))
    .toSorted((a, b) => b.confidence - a.confidence);
  const [first, second] = known;
  const top = candidates.toSorted((a, b) => b.confidence - a.confidence)[0];
  const undetermined = !first || top?.code === UNDETERMINED;
  if (!undetermined && first.confidence >= SURE && (!second || first.confidence - second.confidence >= MARGIN)) {
    return { kind: "sure", code: first.code, label: `Detectado: ${languageName(first.code)}` };
  }
  return { kind: "unsure", label: "Idioma incerto", options: known.slice(0, 2).map((candidate) => candidate.code) };
}
