import { ApiError } from "@/lib/http/api-error";
import { decodeText, refuseTooManyLines, subtitleText, type DocumentText, type Edit } from "./text";

const TIME = String.raw`(\d+):([0-5]\d):([0-5]\d)[,.](\d{1,3})`;
const TIMECODE = new RegExp(String.raw`^\s*${TIME}\s*-->\s*${TIME}(?:\s.*)?$`);
const NUMBER = /^\s*\d+\s*$/;

function broken(line: number, what: string): ApiError {
  return new ApiError(
    "invalid_input",
    `O arquivo .srt está quebrado na linha ${line}: ${what}. Corrija o arquivo e envie de novo.`,
  );
}

const toMs = (h: string, m: string, s: string, ms: string) =>
  ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms.padEnd(3, "0"));

/**
 * Subtitles, read as subtitle editors read them: a cue starts at its timing line (its number line, when it has
 * one, just above), and its text runs to the next cue, blank lines inside it included. Each cue's text is a
 * segment; the file is written back as the original with only the cues' text replaced and the cues numbered from
 * 1, so timecodes, tags, line breaks and the BOM of an ordinary file stay byte for byte. The file is read by
 * positions, from one timing arrow to the next, so the work grows with the cues rather than every line.
 */
export function readSrt(bytes: Uint8Array, encoding?: string): DocumentText {
  const decoded = decodeText(bytes, encoding);
  const { text } = decoded;
  refuseTooManyLines(text);
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const nonSpace = /\S/g;
  /** The first character that is not a space or line break in [from, to), or -1. */
  const firstText = (from: number, to: number) => {
    nonSpace.lastIndex = from;
    const found = nonSpace.exec(text);
    return found && found.index < to ? found.index : -1;
  };
  const lineStart = (at: number) => (at <= 0 ? 0 : text.lastIndexOf("\n", at - 1) + 1);
  /** Where the line that starts at `start` ends, before its line break. */
  const lineEnd = (start: number) => {
    const feed = text.indexOf("\n", start);
    const end = feed < 0 ? text.length : feed;
    return end > start && text[end - 1] === "\r" ? end - 1 : end;
  };
  const lineNumber = (at: number) => text.slice(0, at).split("\n").length;

  /** Each cue: where it starts (its number line, or its timing line), its number line, and where its text may run. */
  const cues: { head: number; number?: { start: number; end: number }; timing: number; from: number; to: number }[] =
    [];
  for (let arrow = text.indexOf("-->"); arrow >= 0;) {
    const timing = lineStart(arrow);
    const end = lineEnd(timing);
    arrow = text.indexOf("-->", end);
    const line = text.slice(timing, end);
    if (!/^\s*\d/.test(line)) continue;
    const time = TIMECODE.exec(line);
    if (!time) throw broken(lineNumber(timing), "esperava o tempo no formato 00:00:01,000 --> 00:00:04,000");
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = time;
    if (toMs(h1, m1, s1, ms1) > toMs(h2, m2, s2, ms2)) {
      throw broken(lineNumber(timing), "a legenda termina antes de começar");
    }
    const previous = cues.at(-1);
    const above = lineStart(timing - 1);
    const hasNumber = timing > 0 && above >= (previous?.from ?? 0) && NUMBER.test(text.slice(above, lineEnd(above)));
    const head = hasNumber ? above : timing;
    if (previous) previous.to = head;
    const from = Math.min(end + (text[end] === "\r" ? 2 : 1), text.length);
    cues.push({
      head,
      number: hasNumber ? { start: above, end: lineEnd(above) } : undefined,
      timing,
      from,
      to: text.length,
    });
  }
  if (!cues.length) throw new ApiError("invalid_input", "O arquivo .srt não tem nenhuma legenda.");
  const stray = firstText(0, cues[0].head);
  if (stray >= 0) throw broken(lineNumber(stray), "esperava o número da legenda");

  // A cue's text: from the start of its first line with text to the end of its last, blank lines around it left out.
  const ranges = cues.map(({ from, to }) => {
    const first = firstText(from, to);
    if (first < 0) return { start: 0, end: 0 };
    let last = to - 1;
    while (!text[last].trim()) last--;
    return { start: lineStart(first), end: lineEnd(lineStart(last)) };
  });
  // Cues numbered from 1; a cue without a blank line above it would be read by players as the previous cue's text.
  const numbering = (): Edit[] =>
    cues.flatMap((cue, i) => {
      const number = String(i + 1);
      const gap = cue.head > 0 && firstText(lineStart(cue.head - 1), cue.head) >= 0 ? eol : "";
      if (!cue.number) return [{ start: cue.timing, end: cue.timing, by: `${gap}${number}${eol}` }];
      if (text.slice(cue.number.start, cue.number.end).trim() === number && !gap) return [];
      return [{ ...cue.number, by: gap + number }];
    });
  return subtitleText(decoded, ranges, numbering);
}
