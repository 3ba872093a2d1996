import { ApiError } from "@/lib/http/api-error";
import { decodeText, isBlank, splitLines, withLineEnds, withoutBlankLines, type DocumentText } from "./text";

const TIME = String.raw`(\d+):([0-5]\d):([0-5]\d)[,.](\d{1,3})`;
const TIMECODE = new RegExp(String.raw`^\s*${TIME}\s*-->\s*${TIME}(?:\s.*)?$`);
/** A line that starts like a timecode and has an arrow: a cue's timing line, or a broken one. */
const isTiming = (line: string) => /^\s*\d/.test(line) && line.includes("-->");
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
 * 1, so timecodes, tags, line breaks and the BOM of an ordinary file stay byte for byte.
 */
export function readSrt(bytes: Uint8Array): DocumentText {
  const { bom, text, convertedFrom } = decodeText(bytes);
  const lines = splitLines(text);
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  /** Each cue: its timing line, its number line (or -1), and the lines its text spans. */
  const cues: { timing: number; number: number; first: number; last: number }[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index].text;
    if (!isTiming(line)) continue;
    const time = TIMECODE.exec(line);
    if (!time) throw broken(index + 1, "esperava o tempo no formato 00:00:01,000 --> 00:00:04,000");
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = time;
    if (toMs(h1, m1, s1, ms1) > toMs(h2, m2, s2, ms2)) throw broken(index + 1, "a legenda termina antes de começar");
    const previous = cues.at(-1);
    const number = index > (previous?.timing ?? -1) + 1 && NUMBER.test(lines[index - 1].text) ? index - 1 : -1;
    if (previous) previous.last = (number < 0 ? index : number) - 1;
    cues.push({ timing: index, number, first: index + 1, last: lines.length - 1 });
  }
  if (!cues.length) throw new ApiError("invalid_input", "O arquivo .srt não tem nenhuma legenda.");
  const head = cues[0].number < 0 ? cues[0].timing : cues[0].number;
  const stray = lines.slice(0, head).findIndex((line) => !isBlank(line.text));
  if (stray >= 0) throw broken(stray + 1, "esperava o número da legenda");

  const ranges = cues.map((cue) => {
    let { first, last } = cue;
    while (first <= last && isBlank(lines[first].text)) first++;
    while (last >= first && isBlank(lines[last].text)) last--;
    return first <= last ? { start: lines[first].start, end: lines[last].end } : { start: 0, end: 0 };
  });
  const segments = ranges.map((range) => text.slice(range.start, range.end));
  return {
    segments,
    chars: segments.reduce((sum, segment) => sum + segment.length, 0),
    convertedFrom,
    write(translated) {
      const out: string[] = [bom];
      let at = 0;
      const replace = (start: number, end: number, by: string) => {
        out.push(text.slice(at, start), by);
        at = end;
      };
      cues.forEach((cue, i) => {
        const number = String(i + 1);
        const timing = lines[cue.timing];
        // A cue without a blank line above it would be read by players as the previous cue's text.
        const above = cue.number < 0 ? cue.timing - 1 : cue.number - 1;
        const gap = above >= 0 && !isBlank(lines[above].text) ? eol : "";
        if (cue.number < 0) replace(timing.start, timing.start, `${gap}${number}${eol}`);
        else if (lines[cue.number].text.trim() !== number || gap) {
          replace(lines[cue.number].start, lines[cue.number].end, gap + number);
        }
        const range = ranges[i];
        if (range.end === range.start) return;
        replace(range.start, range.end, withoutBlankLines(withLineEnds(translated[i], segments[i], text)));
      });
      out.push(text.slice(at));
      return new TextEncoder().encode(out.join(""));
    },
  };
}
