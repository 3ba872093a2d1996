import { ApiError } from "@/lib/http/api-error";
import { decodeText, withLineEnds, type DocumentText } from "./text";

const TIME = String.raw`(\d{2,}):([0-5]\d):([0-5]\d)[,.](\d{3})`;
const TIMECODE = new RegExp(String.raw`^${TIME} --> ${TIME}(?:\s.*)?$`);

function broken(line: number, what: string): ApiError {
  return new ApiError(
    "invalid_input",
    `O arquivo .srt está quebrado na linha ${line}: ${what}. Corrija o arquivo e envie de novo.`,
  );
}

const toMs = (h: string, m: string, s: string, ms: string) =>
  ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms);

/**
 * Subtitles: each cue's text is a segment; its number and timecode, the blank lines and everything else stay
 * byte for byte, since the file is written back as the original with only the cues' text replaced.
 */
export function readSrt(bytes: Uint8Array): DocumentText {
  const { bom, text } = decodeText(bytes);
  const lines: { start: number; end: number; text: string }[] = [];
  for (const match of text.matchAll(/[^\r\n]*(\r?\n|$)/g)) {
    if (match.index === text.length && lines.length) break;
    const content = match[0].replace(/\r?\n$/, "");
    lines.push({ start: match.index, end: match.index + content.length, text: content });
  }
  const ranges: { start: number; end: number }[] = [];
  let index = 0;
  const blank = () => index < lines.length && !lines[index].text.trim();
  while (index < lines.length) {
    while (blank()) index++;
    if (index >= lines.length) break;
    if (!/^\d+\s*$/.test(lines[index].text)) throw broken(index + 1, "esperava o número da legenda");
    index++;
    const time = index < lines.length ? TIMECODE.exec(lines[index].text) : null;
    if (!time) throw broken(index + 1, "esperava o tempo no formato 00:00:01,000 --> 00:00:04,000");
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = time;
    if (toMs(h1, m1, s1, ms1) > toMs(h2, m2, s2, ms2)) throw broken(index + 1, "a legenda termina antes de começar");
    index++;
    const first = index;
    while (index < lines.length && lines[index].text.trim()) index++;
    ranges.push(index > first ? { start: lines[first].start, end: lines[index - 1].end } : { start: 0, end: 0 });
  }
  if (!ranges.length) throw new ApiError("invalid_input", "O arquivo .srt não tem nenhuma legenda.");
  const segments = ranges.map((range) => text.slice(range.start, range.end));
  return {
    segments,
    chars: segments.reduce((sum, segment) => sum + segment.length, 0),
    write(translated) {
      let out = bom;
      let at = 0;
      ranges.forEach((range, i) => {
        if (range.end === range.start) return;
        out += text.slice(at, range.start) + withLineEnds(translated[i], segments[i], text);
        at = range.end;
      });
      return new TextEncoder().encode(out + text.slice(at));
    },
  };
}
