import { ApiError } from "@/lib/http/api-error";
import { decodeText, isBlank, refuseTooManyLines, splitLines, subtitleText, type DocumentText } from "./text";

const TIME = String.raw`(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const TIMING = new RegExp(String.raw`^\s*${TIME}[ \t]+-->[ \t]+${TIME}(?:[ \t].*)?$`);
/** Blocks that are not cues: comments, the stylesheet and regions stay as they are. */
const NOT_A_CUE = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;

function broken(line: number, what: string): ApiError {
  return new ApiError(
    "invalid_input",
    `O arquivo .vtt está quebrado na linha ${line}: ${what}. Corrija o arquivo e envie de novo.`,
  );
}

const toMs = (h: string | undefined, m: string, s: string, ms: string) =>
  ((Number(h ?? 0) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms);

/**
 * WebVTT: each cue's text is a segment; the header, cue identifiers, timings with their settings, NOTE, STYLE and
 * REGION blocks stay byte for byte, since the file is written back as the original with only the cues' text
 * replaced.
 */
export function readVtt(bytes: Uint8Array, encoding?: string): DocumentText {
  const decoded = decodeText(bytes, encoding);
  const { text } = decoded;
  refuseTooManyLines(text);
  const lines = splitLines(text);
  if (!/^WEBVTT(?:[ \t]|$)/.test(lines[0].text)) {
    throw broken(1, "o arquivo precisa começar com WEBVTT");
  }
  const ranges: { start: number; end: number }[] = [];
  // The header runs to the first blank line; then blocks, each to the next blank line.
  let index = 0;
  while (index < lines.length && !isBlank(lines[index].text)) index++;
  while (index < lines.length) {
    while (index < lines.length && isBlank(lines[index].text)) index++;
    if (index >= lines.length) break;
    const first = index;
    while (index < lines.length && !isBlank(lines[index].text)) index++;
    if (NOT_A_CUE.test(lines[first].text)) continue;
    // A cue: an optional identifier, its timing line, then its text.
    const timing = [first, first + 1].find((at) => at < index && lines[at].text.includes("-->"));
    if (timing === undefined) continue;
    const time = TIMING.exec(lines[timing].text);
    if (!time) throw broken(timing + 1, "esperava o tempo no formato 00:00:01.000 --> 00:00:04.000");
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = time;
    if (toMs(h1, m1, s1, ms1) > toMs(h2, m2, s2, ms2)) throw broken(timing + 1, "a legenda termina antes de começar");
    ranges.push(
      timing + 1 < index ? { start: lines[timing + 1].start, end: lines[index - 1].end } : { start: 0, end: 0 },
    );
  }
  if (!ranges.length) throw new ApiError("invalid_input", "O arquivo .vtt não tem nenhuma legenda.");
  return subtitleText(decoded, ranges);
}
