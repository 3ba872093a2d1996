/**
 * Subtitles for the spoken text: the text is cut into cues of at most 2 lines of 42 characters (the usual limit
 * for video subtitles), and each cue is spoken as its own piece, so its start and end come from its own audio.
 * Pure functions: the page converts the answer's SubRip into WebVTT with them too.
 */

export const CAPTION_LINE_MAX = 42;
export const CAPTION_LINES = 2;

export type CaptionFormat = "srt" | "vtt";
/** `text` keeps its line break ("\n"); times in seconds from the start of the audio. */
export type Cue = { text: string; start: number; end: number };

/**
 * A line may not break where the pt-BR normaliser reads two words as one ("R$ 10", "10 kg", "nº 3", "0800 123
 * 4567"): cut there, each cue would be read on its own and the pieces would not say the same thing.
 */
function canBreak(left: string, right: string): boolean {
  return !/\d/.test(left) && !/\d/.test(right) && !/[$º°ª]$/.test(left) && !/^[%º°ª]/.test(right);
}

/** Words, with the ones that must stay together joined by a space into one. */
function words(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && !canBreak(last.split(" ").at(-1)!, word)) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/** Greedy wrap into lines of at most CAPTION_LINE_MAX; a longer word (a URL) is cut. */
export function wrapLines(text: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (let word of words(text)) {
    while (word.length > CAPTION_LINE_MAX) {
      if (line) lines.push(line);
      lines.push(word.slice(0, CAPTION_LINE_MAX));
      word = word.slice(CAPTION_LINE_MAX);
      line = "";
    }
    if (line && line.length + 1 + word.length > CAPTION_LINE_MAX) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const fits = (text: string) => wrapLines(text).length <= CAPTION_LINES;

/**
 * The cues' texts, in order, each at most 2 lines of 42 characters joined by "\n". Cuts at sentence ends first,
 * then after commas, then between words; short sentences share a cue.
 */
export function cueTexts(text: string): string[] {
  const sentences = text
    .trim()
    .split(/(?<=[.!?…;:])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const parts = sentences.flatMap((sentence) => (fits(sentence) ? [sentence] : sentence.split(/(?<=,)\s+/)));
  const candidates = parts.flatMap((part) => {
    const lines = wrapLines(part);
    const pairs: string[] = [];
    for (let i = 0; i < lines.length; i += CAPTION_LINES) pairs.push(lines.slice(i, i + CAPTION_LINES).join(" "));
    return pairs;
  });
  const cues: string[] = [];
  for (const candidate of candidates) {
    const last = cues.at(-1);
    if (last !== undefined && fits(`${last} ${candidate}`)) cues[cues.length - 1] = `${last} ${candidate}`;
    else cues.push(candidate);
  }
  return cues.map((cue) => wrapLines(cue).join("\n"));
}

function timestamp(seconds: number, separator: "," | "."): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

export function formatCaptions(cues: Cue[], format: CaptionFormat): string {
  const separator = format === "srt" ? "," : ".";
  const blocks = cues.map(
    (cue, i) => `${i + 1}\n${timestamp(cue.start, separator)} --> ${timestamp(cue.end, separator)}\n${cue.text}\n`,
  );
  return (format === "vtt" ? ["WEBVTT\n", ...blocks] : blocks).join("\n");
}

/** Reads back what formatCaptions wrote (either format). */
export function parseCaptions(captions: string): Cue[] {
  const seconds = (stamp: string) => {
    const [h, m, s] = stamp.replace(",", ".").split(":");
    return Number(h) * 3600 + Number(m) * 60 + Number(s);
  };
  const cues: Cue[] = [];
  for (const block of captions.replace(/\r/g, "").split(/\n\n+/)) {
    const lines = block.trim().split("\n");
    const at = lines.findIndex((line) => line.includes("-->"));
    if (at < 0) continue;
    const [start, end] = lines[at].split("-->").map((part) => part.trim());
    cues.push({ start: seconds(start), end: seconds(end), text: lines.slice(at + 1).join("\n") });
  }
  return cues;
}

/** The page asks for SubRip and offers WebVTT too. */
export const srtToVtt = (srt: string) => formatCaptions(parseCaptions(srt), "vtt");
