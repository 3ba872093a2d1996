/**
 * Brazilian text as a Brazilian reads it aloud, before it goes to any speech engine: money, dates, times,
 * percentages, ordinals, "nº", abbreviations, phone numbers, CPF/CNPJ, numbers with Brazilian separators
 * and units become words. Engines otherwise read "R$ 1.299,90" symbol by symbol.
 */

const UNITS = [
  "zero",
  "um",
  "dois",
  "três",
  "quatro",
  "cinco",
  "seis",
  "sete",
  "oito",
  "nove",
  "dez",
  "onze",
  "doze",
  "treze",
  "catorze",
  "quinze",
  "dezesseis",
  "dezessete",
  "dezoito",
  "dezenove",
];
const TENS = ["", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"];
const HUNDREDS = [
  "",
  "cento",
  "duzentos",
  "trezentos",
  "quatrocentos",
  "quinhentos",
  "seiscentos",
  "setecentos",
  "oitocentos",
  "novecentos",
];
/** Scale words above a thousand, singular and plural. */
const SCALES: [string, string][] = [
  ["milhão", "milhões"],
  ["bilhão", "bilhões"],
  ["trilhão", "trilhões"],
];

type Gender = "m" | "f";

function feminine(words: string): string {
  return words
    .replace(/\bum\b/g, "uma")
    .replace(/\bdois\b/g, "duas")
    .replace(/entos\b/g, "entas");
}

/** 0 to 999. */
function belowThousand(n: number): string {
  if (n === 100) return "cem";
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) parts.push(HUNDREDS[hundreds]);
  if (rest >= 20) {
    parts.push(TENS[Math.floor(rest / 10)] + (rest % 10 ? ` e ${UNITS[rest % 10]}` : ""));
  } else if (rest || !hundreds) {
    parts.push(UNITS[rest]);
  }
  return parts.join(" e ");
}

/** A whole number in words: 101 "cento e um", 1299 "mil duzentos e noventa e nove", 1e6 "um milhão". */
export function numberToWords(value: number | bigint, gender: Gender = "m"): string {
  let n = BigInt(value);
  if (n < 0n) return `menos ${numberToWords(-n, gender)}`;
  if (n === 0n) return "zero";
  const groups: number[] = [];
  while (n > 0n) {
    groups.push(Number(n % 1000n));
    n /= 1000n;
  }
  const parts: { words: string; value: number }[] = [];
  for (let index = groups.length - 1; index >= 0; index--) {
    const group = groups[index];
    if (!group) continue;
    let words: string;
    if (index === 0) words = belowThousand(group);
    else if (index === 1) words = group === 1 ? "mil" : `${belowThousand(group)} mil`;
    else {
      const [one, many] = SCALES[index - 2] ?? ["", ""];
      words = `${belowThousand(group)} ${group === 1 ? one : many}`;
    }
    if (gender === "f" && index <= 1) words = feminine(words);
    parts.push({ words, value: group });
  }
  // "e" joins the last group when it is below a hundred or whole hundreds: "mil e duzentos", "mil duzentos e um".
  return parts
    .map((part, i) => {
      if (i === 0) return part.words;
      const last = i === parts.length - 1;
      const joinWithE = last && (part.value < 100 || part.value % 100 === 0);
      return `${joinWithE ? "e " : ""}${part.words}`;
    })
    .join(" ");
}

/** "1.299" or "1299" (Brazilian thousands dots) to a bigint. */
const whole = (digits: string) => BigInt(digits.replace(/\./g, ""));

/** Digits after the comma: "14" "catorze", "05" "zero cinco" (leading zeros are read). */
function decimalWords(digits: string): string {
  const zeros = /^0*/.exec(digits)![0].length;
  const rest = digits.slice(zeros);
  return [...Array(Math.min(zeros, digits.length)).fill("zero"), ...(rest ? [numberToWords(whole(rest))] : [])].join(
    " ",
  );
}

function decimal(text: string, gender: Gender = "m"): string {
  const [integer, fraction] = text.split(",");
  const words = numberToWords(whole(integer), gender);
  return fraction ? `${words} vírgula ${decimalWords(fraction)}` : words;
}

/** "de" after whole millions: "um milhão de reais", "dois bilhões de pessoas". */
const withDe = (words: string) =>
  /(milhão|milhões|bilhão|bilhões|trilhão|trilhões)$/.test(words) ? `${words} de` : words;

function money(integerText: string, centsText: string | undefined): string {
  const reais = whole(integerText);
  const cents = centsText ? Number(centsText.padEnd(2, "0").slice(0, 2)) : 0;
  const parts: string[] = [];
  if (reais > 0n || cents === 0) {
    parts.push(`${withDe(numberToWords(reais))} ${reais === 1n ? "real" : "reais"}`);
  }
  if (cents > 0) parts.push(`${numberToWords(cents)} ${cents === 1 ? "centavo" : "centavos"}`);
  return parts.join(" e ");
}

const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

function date(day: number, month: number, year?: string): string | undefined {
  if (day < 1 || day > 31 || month < 1 || month > 12) return undefined;
  const dayWords = day === 1 ? "primeiro" : numberToWords(day);
  const yearWords = year ? ` de ${numberToWords(Number(year.length === 2 ? `20${year}` : year))}` : "";
  return `${dayWords} de ${MONTHS[month - 1]}${yearWords}`;
}

function time(hours: number, minutes: number | undefined): string | undefined {
  if (hours > 23 || (minutes !== undefined && minutes > 59)) return undefined;
  const hourWords = hours === 0 ? "meia-noite" : numberToWords(hours, "f");
  if (!minutes) return hours === 0 ? hourWords : `${hourWords} ${hours === 1 ? "hora" : "horas"}`;
  return `${hourWords} e ${numberToWords(minutes)}`;
}

const ORDINAL_UNITS = ["", "primeiro", "segundo", "terceiro", "quarto", "quinto", "sexto", "sétimo", "oitavo", "nono"];
const ORDINAL_TENS = [
  "",
  "décimo",
  "vigésimo",
  "trigésimo",
  "quadragésimo",
  "quinquagésimo",
  "sexagésimo",
  "septuagésimo",
  "octogésimo",
  "nonagésimo",
];
const ORDINAL_HUNDREDS = [
  "",
  "centésimo",
  "ducentésimo",
  "tricentésimo",
  "quadringentésimo",
  "quingentésimo",
  "sexcentésimo",
  "septingentésimo",
  "octingentésimo",
  "nongentésimo",
];

function ordinal(n: number, gender: Gender): string | undefined {
  if (n < 1 || n > 999) return undefined;
  const words = [ORDINAL_HUNDREDS[Math.floor(n / 100)], ORDINAL_TENS[Math.floor(n / 10) % 10], ORDINAL_UNITS[n % 10]]
    .filter(Boolean)
    .join(" ");
  return gender === "f" ? words.replace(/o\b/g, "a") : words;
}

const digitWords = (digits: string) => [...digits].map((digit) => UNITS[Number(digit)]).join(" ");
/** Groups of digits read one digit at a time, with a pause between groups. */
const groupsOfDigits = (groups: (string | undefined)[]) =>
  groups
    .filter((group): group is string => Boolean(group))
    .map(digitWords)
    .join(", ");

/** Units after a number: [singular, plural]. */
const UNIT_WORDS: Record<string, [string, string]> = {
  "km/h": ["quilômetro por hora", "quilômetros por hora"],
  kg: ["quilo", "quilos"],
  g: ["grama", "gramas"],
  mg: ["miligrama", "miligramas"],
  km: ["quilômetro", "quilômetros"],
  m: ["metro", "metros"],
  cm: ["centímetro", "centímetros"],
  mm: ["milímetro", "milímetros"],
  ml: ["mililitro", "mililitros"],
  l: ["litro", "litros"],
  m2: ["metro quadrado", "metros quadrados"],
  "m²": ["metro quadrado", "metros quadrados"],
  "°c": ["grau Celsius", "graus Celsius"],
  gb: ["gigabyte", "gigabytes"],
  mb: ["megabyte", "megabytes"],
};

/** Abbreviations read in full (case-insensitive, the dot required). */
const ABBREVIATIONS: Record<string, string> = {
  sr: "senhor",
  sra: "senhora",
  srta: "senhorita",
  srs: "senhores",
  dr: "doutor",
  dra: "doutora",
  av: "avenida",
  prof: "professor",
  profa: "professora",
  etc: "etcétera",
  tel: "telefone",
  pág: "página",
  pag: "página",
  apto: "apartamento",
  ltda: "limitada",
  cia: "companhia",
  obs: "observação",
  máx: "máximo",
  mín: "mínimo",
  aprox: "aproximadamente",
  qtd: "quantidade",
  vs: "versus",
};

const NUMBER = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const unitPattern = Object.keys(UNIT_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((unit) => unit.replace(/[/]/g, "\\/"))
  .join("|");

type Rule = [RegExp, (...groups: string[]) => string | undefined];

/** Applied in order: the most specific shapes (documents, phones, money) before plain numbers. */
const RULES: Rule[] = [
  // CNPJ 12.345.678/0001-95 and CPF 123.456.789-09, digit by digit in their groups.
  [/\b(\d{2})\.(\d{3})\.(\d{3})\/(\d{4})-(\d{2})\b/g, (...g) => groupsOfDigits(g.slice(0, 5))],
  [/\b(\d{3})\.(\d{3})\.(\d{3})-(\d{2})\b/g, (...g) => groupsOfDigits(g.slice(0, 4))],
  // Phones: +55 (11) 98765-4321, (11) 3333-4444, 11 98765-4321, 98765-4321, 0800 123 4567.
  [
    /(?:\+(\d{2})\s?)?\((\d{2})\)\s?(\d{4,5})[-\s](\d{4})\b/g,
    (country, area, first, second) => groupsOfDigits([country, area, first, second]),
  ],
  [
    /(?<![\d.,])(?:\+(\d{2})\s)?(\d{2})\s(\d{4,5})-(\d{4})\b/g,
    (country, area, first, second) => groupsOfDigits([country, area, first, second]),
  ],
  [/(?<![\d.,])(\d{4,5})-(\d{4})\b/g, (first, second) => groupsOfDigits([first, second])],
  [/\b(0[38]00)[\s-]?(\d{3})[\s-]?(\d{4})\b/g, (a, b, c) => groupsOfDigits([a, b, c])],
  // Money.
  [/R\$\s?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?(?!\d)/g, (integer, cents) => money(integer, cents)],
  // Dates 23/11/2026, 23/11/26, 23/11.
  [/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?\b(?!\/)/g, (day, month, year) => date(Number(day), Number(month), year)],
  // Times 14h30, 14h, 14:30.
  [/\b(\d{1,2})h(\d{2})?\b/g, (hours, minutes) => time(Number(hours), minutes ? Number(minutes) : undefined)],
  [/\b(\d{1,2}):(\d{2})\b(?!:)/g, (hours, minutes) => time(Number(hours), Number(minutes))],
  // Percentages.
  [new RegExp(String.raw`(${NUMBER})\s?%`, "g"), (number) => `${decimal(number)} por cento`],
  // "nº 3", "n.º 3", "Nº", "n°".
  [/\b[nN]\.?\s?[º°]\s?(?=\d)/g, () => "número "],
  [/\b[nN]\.?[º°](?!\w)/g, () => "número"],
  // Ordinals 1º, 2ª, 3°.
  [/\b(\d{1,3})\s?([ºª°])(?![cC\w])/g, (n, mark) => ordinal(Number(n), mark === "ª" ? "f" : "m")],
  // Numbers with a unit.
  [
    new RegExp(String.raw`(${NUMBER})\s?(${unitPattern})(?![\p{L}\d])`, "giu"),
    (number, unit) => {
      const [one, many] = UNIT_WORDS[unit.toLowerCase()];
      return `${decimal(number)} ${number === "1" ? one : many}`;
    },
  ],
  // Abbreviations.
  [
    new RegExp(String.raw`(?<![\p{L}])(${Object.keys(ABBREVIATIONS).join("|")})\.`, "giu"),
    (abbreviation) => ABBREVIATIONS[abbreviation.toLowerCase()],
  ],
  // Plain numbers: very long digit runs (codes, card numbers) digit by digit, the others in words.
  [/(\d{16,})/g, (digits) => digitWords(digits)],
  [new RegExp(String.raw`(?<![\d.,])(${NUMBER})(?![\d])`, "g"), (number) => decimal(number)],
];

export function normalizeSpeech(text: string): string {
  let result = text;
  for (const [pattern, replace] of RULES) {
    result = result.replace(pattern, (match, ...groups: unknown[]) => {
      const captured = groups.filter((group) => typeof group === "string" || group === undefined).slice(0, -1);
      return replace(...(captured as string[])) ?? match;
    });
  }
  return result.replace(/[ \t]{2,}/g, " ");
}

/** Above this a text is spoken (and streamed) in pieces. */
const ONE_PIECE_MAX = 400;
/** The first piece is short, so the first audio leaves soon; the others are longer, so there are fewer joins. */
export const FIRST_PIECE_MAX = 120;
export const PIECE_MAX = 320;

/** Splits at sentence ends (then commas, then spaces) into pieces an engine reads in one go. */
export function speechPieces(text: string): string[] {
  const clean = text.trim();
  if (clean.length <= ONE_PIECE_MAX) return [clean];
  const sentences = clean.split(/(?<=[.!?…;:])\s+|\n+/).filter((sentence) => sentence.trim());
  const pieces: string[] = [];
  let current = "";
  const limit = () => (pieces.length ? PIECE_MAX : FIRST_PIECE_MAX);
  const push = () => {
    if (current.trim()) pieces.push(current.trim());
    current = "";
  };
  for (const sentence of sentences.flatMap((s) => cut(s.trim(), PIECE_MAX))) {
    if (current && current.length + 1 + sentence.length > limit()) push();
    current = current ? `${current} ${sentence}` : sentence;
    if (current.length > limit()) push();
  }
  push();
  return pieces;
}

/** A sentence too long for one piece is cut after commas, or else between words. */
function cut(sentence: string, max: number): string[] {
  if (sentence.length <= max) return [sentence];
  const out: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let at = window.lastIndexOf(", ");
    if (at < max / 3) at = window.lastIndexOf(" ");
    if (at < 1) at = max;
    out.push(rest.slice(0, at + 1).trim());
    rest = rest.slice(at + 1).trim();
  }
  if (rest) out.push(rest);
  return out;
}
