import { analyse } from "chardet";
import { ApiError } from "@/lib/http/api-error";

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
};

/**
 * A text file's characters: UTF-8 (with or without a BOM) as it is; UTF-16 by its BOM; anything else by what a
 * detector finds in its bytes (windows-125x, ISO-8859-x, GB18030, Big5, Shift_JIS...), the way subtitle editors
 * open a file. Among the detector's guesses, the first whose decoding has no undefined byte wins.
 */
export function decodeBytes(bytes: Uint8Array): DecodedText {
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
  const guesses = analyse(sampled).filter((guess) => guess.confidence > 0);
  for (const guess of guesses) {
    if (guess.name === "UTF-8" || guess.name === "ASCII") continue;
    const text = tryDecode(bytes, guess.name);
    if (text !== undefined) return { text, bom: "", convertedFrom: guess.name };
  }
  throw new ApiError(
    "invalid_input",
    "Não foi possível reconhecer a codificação do arquivo. Salve-o como UTF-8 e envie de novo.",
  );
}
