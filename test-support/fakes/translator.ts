/**
 * The fake server's translator: answers a request whose json_schema is named "translation" (lib/translate/prompt.ts)
 * the way a model would, from the segments between the request's delimiters. Words it knows are translated
 * (en -> pt-BR, with "you" as "você" or "o senhor" by the asked address); a segment with no known word is marked
 * with the target ("[pt-BR] ..."), so a test always sees the text change. Placeholders, tags, URLs, e-mails and
 * numbers pass untouched, unless the scenario says to drop them; a word that is one of the glossary's terms becomes
 * its "destino", as a model told so would write it (a "Não traduzir" term is its own "destino"). Detection guesses by script and a few words, and
 * is unsure for a word of four letters or less.
 */
export type TranslationMode = "good" | "drop-placeholder" | "wrong-shape";

const words: Record<string, string> = {
  hello: "olá",
  world: "mundo",
  good: "bom",
  morning: "dia",
  how: "como",
  are: "está",
  thank: "obrigado",
  house: "casa",
  bank: "banco",
  the: "o",
  is: "é",
  my: "meu",
  name: "nome",
  open: "abra",
  link: "link",
  ignore: "ignore",
  instructions: "instruções",
  previous: "anteriores",
  welcome: "bem-vindo",
  subtitle: "legenda",
  first: "primeira",
  second: "segunda",
  line: "linha",
  bold: "negrito",
  italic: "itálico",
  text: "texto",
  paragraph: "parágrafo",
  and: "e",
  cat: "gato",
  dog: "cachorro",
  thanks: "obrigado",
};

const meanings: Record<string, { text: string; partOfSpeech: string; example: string }[]> = {
  bank: [
    { text: "banco", partOfSpeech: "substantivo", example: "Fui ao banco pagar uma conta." },
    { text: "margem", partOfSpeech: "substantivo", example: "Sentamos na margem do rio." },
    { text: "depositar", partOfSpeech: "verbo", example: "Vou depositar o cheque amanhã." },
  ],
};

function between(text: string, name: string): string | undefined {
  const match = new RegExp(`<<<${name}-(\\w+)>>>\\n([\\s\\S]*?)\\n<<<FIM-${name}-\\1>>>`).exec(text);
  return match?.[2];
}

/** A token a translation must keep: nothing inside it is translated. */
const KEEP = /(\{\{[^}]*\}\}|\$?\{[^}]*\}|%(?:\d+\$)?[sdif@]|https?:\/\/\S+|www\.\S+|\S+@\S+\.\S+|<[^>]+>|\d+)/;

function translate(
  text: string,
  target: string,
  formal: boolean,
  drop: boolean,
  glossary: ReadonlyMap<string, string> = new Map(),
): string {
  let changed = false;
  let dropped = false;
  const out = text
    .split(KEEP)
    .map((part, index) => {
      if (index % 2) {
        if (drop && !dropped && !/^<\/?g\d+>$/.test(part)) {
          dropped = true;
          return "";
        }
        return part;
      }
      return part.replace(/\p{L}+/gu, (word) => {
        const lower = word.toLowerCase();
        const term = glossary.get(lower);
        if (term !== undefined) {
          changed = true;
          return term;
        }
        const known = lower === "you" ? (formal ? "o senhor" : "você") : words[lower];
        if (!known) return word;
        changed = true;
        return word[0] === word[0].toUpperCase() ? known[0].toUpperCase() + known.slice(1) : known;
      });
    })
    .join("");
  return changed ? out : `[${target}] ${out}`;
}

function detect(text: string): { code: string; confidence: number }[] {
  if (/[\u3040-\u30ff]/.test(text)) return [{ code: "ja", confidence: 0.98 }];
  if (/[\u4e00-\u9fff]/.test(text)) return [{ code: "zh", confidence: 0.95 }];
  if (/[\uac00-\ud7af]/.test(text)) return [{ code: "ko", confidence: 0.98 }];
  if (/^\P{L}*$/u.test(text)) return [{ code: "und", confidence: 0.9 }];
  if ((text.match(/\p{L}/gu) ?? []).length <= 4) {
    return [
      { code: "en", confidence: 0.45 },
      { code: "es", confidence: 0.4 },
    ];
  }
  if (/\b(hola|gracias|usted|buenos)\b/i.test(text)) return [{ code: "es", confidence: 0.96 }];
  if (/(olá|obrigad|você|não)/i.test(text)) return [{ code: "pt-BR", confidence: 0.9 }];
  return [
    { code: "en", confidence: 0.97 },
    { code: "es", confidence: 0.02 },
  ];
}

export function fakeTranslation(user: string, withAlternatives: boolean, mode: TranslationMode): string {
  const segments = JSON.parse(between(user, "SEGMENTOS") ?? "[]") as { id: number; text: string }[];
  const target = /para [^(\n]+\(([\w-]+)\)\./.exec(user)?.[1] ?? "pt-BR";
  const formal = /tratamento formal/.test(user);
  const terms = JSON.parse(between(user, "GLOSSARIO") ?? "[]") as { origem: string; destino: string }[];
  const glossary = new Map(terms.map((term) => [term.origem.toLowerCase(), term.destino]));
  if (mode === "wrong-shape") return JSON.stringify({ translation: segments.map((s) => s.text).join("\n") });
  const all = segments.map((segment) => segment.text).join("\n");
  const single = segments.length === 1 ? segments[0].text.trim().toLowerCase() : "";
  return JSON.stringify({
    detectedLanguages: detect(all),
    segments: segments.map((segment) => ({
      id: segment.id,
      text: translate(segment.text, target, formal, mode === "drop-placeholder", glossary),
    })),
    ...(withAlternatives
      ? {
          alternatives: meanings[single] ?? [
            { text: translate(single, target, formal, false), partOfSpeech: "substantivo", example: "Um exemplo." },
            {
              text: `${translate(single, target, formal, false)} (2)`,
              partOfSpeech: "verbo",
              example: "Outro exemplo.",
            },
          ],
        }
      : {}),
  });
}
