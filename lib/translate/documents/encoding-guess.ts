import { letterFrequencies } from "./letter-frequencies";

/**
 * Which single-byte code page a file is in, judged by the text each candidate makes of it. Every candidate is
 * ASCII below 0x80, so only the characters of the bytes above tell them apart; each is scored by how likely a
 * text in some language is to have it there (a per-language letter model, lib/translate/documents/
 * letter-frequencies.ts), and the code page whose text the likeliest language explains best wins.
 *
 * The model of one character, under a language:
 * - a letter of the language: its frequency among the language's letters outside ASCII, times how likely its case
 *   is after the character before it (a capital inside a lower-case word is rare; KOI8-R read as windows-1251
 *   makes most letters capitals), and much less likely when it follows a letter of another script ("Caf" + "щ");
 * - common punctuation and symbols (“ ” … – « » no-break space...), a small share whatever the language;
 * - anything else (another language's letter, a control character, a box-drawing piece): nearly never.
 */
const SYMBOL_SHARE = 0.08;
const COMMON_SYMBOLS = "\u00a0’“”‘„…–—«»°¿¡";
const OTHER_SYMBOLS = "€£¢¥§©®™•·ªº±×÷´¨¹²³¼½¾µ¤¦¬¯¸‹›‚†‡‰ƒˆ˜\u00ad";
const UNLIKELY = 1e-6;
const SCRIPT_CHANGE = 0.01;

/** The single-byte code pages tried on every file that is neither UTF-8 nor a multi-byte encoding. */
export const SINGLE_BYTE_ENCODINGS = [
  "windows-1252",
  "ISO-8859-15",
  "windows-1250",
  "ISO-8859-2",
  "windows-1251",
  "KOI8-R",
  "KOI8-U",
  "ISO-8859-5",
  "IBM866",
  "windows-1253",
  "ISO-8859-7",
  "windows-1254",
  "windows-1257",
  "ISO-8859-13",
  "windows-1255",
  "ISO-8859-8",
  "windows-1256",
  "ISO-8859-6",
  "windows-874",
];

const SCRIPTS = ["Latin", "Cyrillic", "Greek", "Hebrew", "Arabic", "Thai"].map(
  (name) => [name, new RegExp(`\\p{Script=${name}}`, "u")] as const,
);
const scriptOf = (char: string) => SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0];

/**
 * Each language's letters, with a share (BORROWED) of the letters its script's other languages use: a Portuguese
 * text may hold "Müller" or "Ça", and the declaration of one language lacks some of its rarer letters.
 */
const BORROWED = 0.05;
const languages = Object.values(letterFrequencies).map((frequencies) => {
  const letters = new Map(
    Object.entries(frequencies).map(([letter, perTenThousand]) => [letter, perTenThousand / 10_000]),
  );
  return { letters, script: scriptOf([...letters.keys()][0]) };
});
const models = languages.map(({ letters, script }) => {
  const kin = languages.filter((other) => other.script === script);
  const smoothed = new Map<string, number>();
  for (const other of kin) {
    for (const [letter, share] of other.letters) {
      smoothed.set(letter, (smoothed.get(letter) ?? 0) + (BORROWED * share) / kin.length);
    }
  }
  for (const [letter, share] of letters) smoothed.set(letter, (smoothed.get(letter) ?? 0) + (1 - BORROWED) * share);
  return smoothed;
});

const symbolOdds = new Map<string, number>([
  ...[...OTHER_SYMBOLS].map((char): [string, number] => [char, (SYMBOL_SHARE * 0.2) / OTHER_SYMBOLS.length]),
  ...[...COMMON_SYMBOLS].map((char): [string, number] => [char, (SYMBOL_SHARE * 0.8) / COMMON_SYMBOLS.length]),
]);

/** What the model needs of one character: whether it is a letter, its script, its case and its lower case. */
type Traits = { letter: boolean; script?: string; upper: boolean; cased: boolean; lower: string };
const traits = new Map<string, Traits>();
function traitsOf(char: string): Traits {
  let known = traits.get(char);
  if (!known) {
    const folded = char.toLowerCase();
    const lower = folded.length === char.length ? folded : char;
    const upper = lower !== char;
    known = {
      letter: /[\p{L}\p{M}]/u.test(char),
      script: scriptOf(char),
      upper,
      cased: upper || char.toUpperCase() !== char,
      lower,
    };
    traits.set(char, known);
  }
  return known;
}

/**
 * How likely a letter is where it stands: its case after the character before it (a capital inside a lower-case
 * word is rare), and a change of script inside a word (Latin "Caf" then Cyrillic "щ") rarer still.
 */
function contextOdds(char: Traits, before: Traits | undefined): number {
  if (!char.letter) return 1;
  if (!before?.letter) return char.cased ? (char.upper ? 0.3 : 0.7) : 1;
  const caseOdds = !char.cased ? 1 : before.upper ? (char.upper ? 0.6 : 0.4) : char.upper ? 0.02 : 0.98;
  return before.script !== char.script ? caseOdds * SCRIPT_CHANGE : caseOdds;
}

type Feature = { char: string; letter: string; context: number; count: number };

/**
 * A text's characters outside ASCII, each with what the letter model needs of it (the letter in lower case and
 * the odds of where it stands), counted: a few hundred distinct entries at most. And the log-odds of the ASCII
 * letters just after them, which each reading sees after a different character ("¿Dónde" against "żDónde").
 */
function features(text: string): { counted: Feature[]; after: number } {
  const counted = new Map<string, Map<number, Feature>>();
  let after = 0;
  let before: Traits | undefined;
  let wide = false;
  for (const char of text) {
    const now = traitsOf(char);
    if (char > "\u007f") {
      const context = contextOdds(now, before);
      let byContext = counted.get(char);
      if (!byContext) counted.set(char, (byContext = new Map()));
      const entry = byContext.get(context);
      if (entry) entry.count++;
      else byContext.set(context, { char, letter: now.lower, context, count: 1 });
    } else if (wide) {
      after += Math.log(contextOdds(now, before));
    }
    wide = char > "\u007f";
    before = now;
  }
  return { counted: [...counted.values()].flatMap((byContext) => [...byContext.values()]), after };
}

/** The log-likelihood of a text's characters outside ASCII under the language that explains them best. */
export function textScore(text: string): number {
  const { counted, after } = features(text);
  let best = -Infinity;
  for (const model of models) {
    let score = after;
    for (const { char, letter, context, count } of counted) {
      const frequency = model.get(letter);
      const odds = frequency ? (1 - SYMBOL_SHARE) * frequency * context : (symbolOdds.get(char) ?? 0);
      score += count * Math.log(odds + UNLIKELY);
    }
    best = Math.max(best, score);
  }
  return best;
}

/**
 * How common a code page is before its text is read: the Western European ones are about ten times as common on the
 * web as any other single-byte code page, windows-1251 a few times (W3Techs' yearly survey of sites' encodings), and a
 * Brazilian site's visitors send Portuguese and Spanish files more than any. Added to a reading's score, so a
 * Portuguese file whose only accent is the "ã" of "João" is not taken for Romanian ("Joăo"), while a file whose
 * letters clearly say Serbian still reads as windows-1250.
 */
export function priorOf(encoding: string): number {
  if (["windows-1252", "ISO-8859-1", "ISO-8859-15"].includes(encoding)) return Math.log(10);
  if (encoding === "windows-1251") return Math.log(3);
  return 0;
}

/** How many characters outside ASCII a text has (each byte above 0x7f of a single-byte file is one). */
export const wideChars = (text: string) => {
  let count = 0;
  for (const char of text) if (char > "\u007f") count++;
  return count;
};
