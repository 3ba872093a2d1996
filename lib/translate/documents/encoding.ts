import { analyse } from "chardet";
import { ApiError } from "@/lib/http/api-error";
import { priorOf, SINGLE_BYTE_ENCODINGS, textScore, wideChars } from "./encoding-guess";
import { encodingNames } from "./encodings";

/** Enough text for the detector to be sure, small enough that detecting stays well under the loop's 100 ms. */
const SAMPLE_BYTES = 16 * 1024;

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const lenientUtf8 = new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * UTF-8 with a few broken bytes (a file cut or edited as bytes): its valid multi-byte characters far outnumber the
 * broken ones, where a legacy encoding's accented letters or ideographs are almost never valid UTF-8 by chance.
 */
function damagedUtf8(bytes: Uint8Array): boolean {
  let valid = 0;
  let broken = 0;
  for (const char of lenientUtf8.decode(bytes)) {
    if (char === "\uFFFD") broken++;
    else if (char > "\u007F") valid++;
  }
  return valid > 2 * broken;
}

const BOMS: { bytes: number[]; encoding: "UTF-8" | "UTF-16LE" | "UTF-16BE" }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: "UTF-8" },
  { bytes: [0xff, 0xfe], encoding: "UTF-16LE" },
  { bytes: [0xfe, 0xff], encoding: "UTF-16BE" },
];

const malformed = (encoding: string) =>
  new ApiError(
    "invalid_input",
    `O arquivo parece estar em ${encoding}, mas tem bytes inválidos. Salve-o como UTF-8 e envie de novo.`,
  );

/** The decoded text, or undefined when the bytes are not that encoding (or the runtime does not know it). */
function tryDecode(bytes: Uint8Array, encoding: string): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The lines that hold bytes outside ASCII, up to SAMPLE_BYTES: what tells one encoding from another, even when the
 * first minutes of a subtitle are credits in plain ASCII.
 */
function sample(bytes: Uint8Array): Uint8Array {
  if (bytes.length <= SAMPLE_BYTES) return bytes;
  const picked = new Uint8Array(SAMPLE_BYTES);
  let size = 0;
  let start = 0;
  let wide = false;
  for (let index = 0; index <= bytes.length && size < SAMPLE_BYTES; index++) {
    const byte = index < bytes.length ? bytes[index] : 0x0a;
    if (byte >= 0x80) wide = true;
    if (byte !== 0x0a) continue;
    if (wide) {
      const line = bytes.subarray(start, Math.min(index + 1, start + SAMPLE_BYTES - size));
      picked.set(line, size);
      size += line.length;
    }
    start = index + 1;
    wide = false;
  }
  return size ? picked.subarray(0, size) : bytes.subarray(0, SAMPLE_BYTES);
}

export type DecodedText = {
  text: string;
  /** The BOM the file started with, when it was UTF-8 (kept to be written back). */
  bom: string;
  /** The encoding the file was converted from, when it was not UTF-8 (it is written back as UTF-8 with a BOM). */
  convertedFrom?: string;
  /** The detector's guess was weak: another encoding makes a text almost as likely (the person confirms it). */
  uncertainEncoding?: true;
};

/** The likeliest reading must be 100 times likelier than the next one that reads differently. */
const WEAK_MARGIN = Math.log(100);
/** Below this per character outside ASCII, the likeliest reading looks like no language we know. */
const POOR_TEXT = Math.log(1e-3);
/** The part of the sample each single-byte reading is scored on: hundreds of letters outside ASCII, in a few ms. */
const SCORED_BYTES = 4 * 1024;
/** chardet's multi-byte guesses are taken at its word from this confidence on (their byte structure is strict). */
const MULTI_BYTE = new Set(["Shift_JIS", "EUC-JP", "EUC-KR", "GB18030", "Big5", "ISO-2022-JP", "UTF-16LE", "UTF-16BE"]);
const SURE_MULTI_BYTE = 50;

const unreadable = () =>
  new ApiError(
    "invalid_input",
    "Não foi possível reconhecer a codificação do arquivo. Salve-o como UTF-8 e envie de novo.",
  );

/**
 * The single-byte reading of a file that makes the likeliest text (encoding-guess.ts), among chardet's guesses (first,
 * so a tie keeps its name) and the usual code pages; uncertain when the next reading that differs scores nearly as
 * well, or when the best looks like no language.
 */
function likeliestSingleByte(bytes: Uint8Array, sampled: Uint8Array, guesses: readonly string[]): DecodedText {
  const listed = guesses.filter((name) => !MULTI_BYTE.has(name) && (encodingNames as string[]).includes(name));
  const names = [...new Set([...listed, ...SINGLE_BYTE_ENCODINGS])];
  const scores = new Map<string, number>(); // code pages that read the sample alike score alike
  const scored = sampled.subarray(0, SCORED_BYTES);
  const readings = names
    .map((name) => ({ name, text: tryDecode(scored, name) }))
    .filter((reading): reading is { name: string; text: string } => reading.text !== undefined)
    .map((reading) => {
      const score = scores.get(reading.text) ?? textScore(reading.text);
      scores.set(reading.text, score);
      return { ...reading, score: score + priorOf(reading.name) };
    })
    .sort((a, b) => b.score - a.score);
  for (const [index, best] of readings.entries()) {
    const text = tryDecode(bytes, best.name);
    if (text === undefined) continue; // an undefined byte outside the sample
    const rival = readings.slice(index + 1).find((reading) => reading.text !== best.text);
    const margin = rival ? best.score - rival.score : Infinity;
    const weak = margin < WEAK_MARGIN || best.score < POOR_TEXT * Math.max(1, wideChars(best.text));
    return { text, bom: "", convertedFrom: best.name, ...(weak ? { uncertainEncoding: true } : {}) };
  }
  throw unreadable();
}

/** A file read in the encoding the person chose ("Codificação do arquivo"), or a pt-BR 400 if it cannot be. */
function decodeAs(bytes: Uint8Array, encoding: string): DecodedText {
  const bom = BOMS.find((candidate) => candidate.encoding === encoding);
  const withBom = bom?.bytes.every((byte, index) => bytes[index] === byte) ?? false;
  const text = tryDecode(withBom ? bytes.subarray(bom!.bytes.length) : bytes, encoding);
  if (text === undefined) {
    throw new ApiError(
      "invalid_input",
      `O arquivo não pode ser lido como ${encoding}: há bytes que não existem nessa codificação. Escolha outra em “Codificação do arquivo”.`,
    );
  }
  if (encoding === "UTF-8") return { text, bom: withBom ? "\uFEFF" : "" };
  return { text, bom: "", convertedFrom: encoding };
}

/**
 * A text file's characters: in the encoding the person chose, if any; else UTF-8 (with or without a BOM) as it is;
 * UTF-16 by its BOM; a multi-byte encoding (GB18030, Big5, Shift_JIS...) when chardet is sure of it; otherwise the
 * single-byte code page whose reading makes the likeliest text (windows-1250 against windows-1252 and ISO-8859-2,
 * windows-1251 against KOI8-R...), marked uncertain when another reading comes close.
 */
export function decodeBytes(bytes: Uint8Array, encoding?: string): DecodedText {
  if (encoding) return decodeAs(bytes, encoding);
  const bom = BOMS.find((candidate) => candidate.bytes.every((byte, index) => bytes[index] === byte));
  if (bom) {
    const text = tryDecode(bytes.subarray(bom.bytes.length), bom.encoding);
    if (text === undefined) throw malformed(bom.encoding.replace("UTF-16", "UTF-16 "));
    return bom.encoding === "UTF-8" ? { text, bom: "\uFEFF" } : { text, bom: "", convertedFrom: bom.encoding };
  }
  try {
    return { text: utf8.decode(bytes), bom: "" };
  } catch {
    // Not UTF-8: detected below.
  }
  const sampled = sample(bytes);
  if (damagedUtf8(sampled)) throw malformed("UTF-8");
  const guesses = analyse(sampled).filter(
    (guess) => guess.confidence > 0 && guess.name !== "UTF-8" && guess.name !== "ASCII",
  );
  const [first] = guesses;
  if (first && MULTI_BYTE.has(first.name) && first.confidence >= SURE_MULTI_BYTE) {
    const text = tryDecode(bytes, first.name);
    if (text !== undefined) return { text, bom: "", convertedFrom: first.name };
  }
  return likeliestSingleByte(
    bytes,
    sampled,
    guesses.map((guess) => guess.name),
  );
}
