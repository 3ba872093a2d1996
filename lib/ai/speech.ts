import "server-only";
import { open } from "node:fs/promises";
import OpenAI from "openai";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { readCapped } from "@/lib/http/read-capped";
import { clearBetweenTests } from "@/lib/test-resets";
import { cueTexts, formatCaptions, type CaptionFormat, type Cue } from "@/lib/speech/captions";
import type { DictionaryEntry } from "@/lib/speech/dictionary-schema";
import { mp3Duration } from "@/lib/speech/mp3";
import { pronounce } from "@/lib/speech/pronounce";
import { parseScript, ScriptError, scriptText } from "@/lib/speech/script";
import type { SpeechInput, Voice } from "@/lib/validation/speech";
import { looksLikeMp3, speechToMp3, UnsupportedAudio, type Encoded } from "@/lib/speech/pcm-to-mp3";
import type { EncodeTaskInput, EncodeTaskOutput } from "@/lib/speech/encode-task";
import { runTask } from "@/lib/jobs/pool";
import { aiClient, aiConfigured, aiEndpoint, aiTimeouts } from "./client";
import { malformedAnswer, toApiError, unsupportedAudio } from "./errors";
import { espeakJob } from "@/lib/speech/espeak";
import { failedBeforeAudio, isRealtimeModel, realtimeSpeech, UpgradeRefused } from "./realtime";
import { offlinePool, providerGate } from "@/lib/speech/offline-pool";
import { FIRST_PIECE_MAX, PIECE_MAX, speechPieces } from "@/lib/speech/spoken-text";

/** The engine that actually spoke, in the X-Speech-Engine header. */
export type SpeechEngine = "realtime" | "audio-speech" | "offline";

/** The provider's /v1/audio/speech answers mp3 up to this size per piece (some 10 minutes at 128 kbps). */
const MAX_PIECE_BYTES = 10 * 1024 * 1024;

/** The provider cannot do this (no such endpoint, model or protocol): the next engine speaks instead. */
class CannotSpeak extends Error {}

/** Remembered per instance (SPEECH_FALLBACK_MEMORY_SECONDS), so each request does not probe an engine the provider lacks. */
const unavailableUntil = new Map<SpeechEngine, number>();

/** Tests only: forget which engines failed. */
export function resetSpeechEngines() {
  unavailableUntil.clear();
}
clearBetweenTests(resetSpeechEngines);

export function speechChain(): SpeechEngine[] {
  if (!aiConfigured("speech")) return ["offline"];
  const providerEngines: SpeechEngine[] = isRealtimeModel(env().OPENAI_TTS_MODEL)
    ? ["realtime", "audio-speech"]
    : ["audio-speech"];
  const now = Date.now();
  return [...providerEngines.filter((engine) => (unavailableUntil.get(engine) ?? 0) <= now), "offline"];
}

function providerCode(error: InstanceType<typeof OpenAI.APIError>): string {
  return String(error.code ?? (error.error as { code?: string } | undefined)?.code ?? "");
}

/** Codes that are the key's or a limit's, never "no such engine here". */
const keyOrLimit = new Set([401, 403, 429]);

/**
 * 404/405/501 and model_not_found mean "not here"; 400 is the visitor's and 429/5xx pass. A Realtime session that
 * ends before any audio (an error event after the handshake) is "not here" too, unless it is the key, a limit or
 * the content filter.
 */
function cannotSpeak(error: unknown): boolean {
  if (error instanceof CannotSpeak || error instanceof UpgradeRefused) return true;
  if (!(error instanceof OpenAI.APIError)) return false;
  if (failedBeforeAudio(error)) {
    const code = providerCode(error);
    return !keyOrLimit.has(error.status ?? 0) && code !== "insufficient_quota" && code !== "content_policy_violation";
  }
  return [404, 405, 501].includes(error.status ?? 0) || providerCode(error) === "model_not_found";
}

/**
 * How a provider's WAV or PCM becomes MP3, for a direct answer and a job alike: lamejs is pure CPU (some 0,15 s
 * per second of audio on a loaded core), so each part is encoded in a pool thread and the serving loop only
 * passes the bytes; the thread's start (tens of ms) is far less than the stall it spares every other request.
 * (Realtime audio arrives as PCM deltas and is encoded as it streams, lib/ai/realtime.ts.) Throws UnsupportedAudio.
 */
async function toMp3(audio: Uint8Array, type: string | null, signal: AbortSignal): Promise<Encoded> {
  if (looksLikeMp3(audio)) return speechToMp3(audio, type);
  const task: EncodeTaskInput = { audio: new Uint8Array(audio.buffer, audio.byteOffset, audio.byteLength), type };
  const answer = await runTask<EncodeTaskOutput>("speech-encode", task, { signal, timeoutMs: ENCODE_TIMEOUT_MS });
  if (!("encoded" in answer)) throw new UnsupportedAudio(answer.unsupported);
  const { mp3 } = answer.encoded;
  return { ...answer.encoded, mp3: Buffer.from(mp3.buffer, mp3.byteOffset, mp3.byteLength) };
}

/** A part's encoding takes a few seconds at most; this only bounds a thread that went wrong. */
const ENCODE_TIMEOUT_MS = 60_000;

async function audioSpeech(text: string, voice: Voice, input: SpeechInput, signal: AbortSignal): Promise<Spoken> {
  const configured = env().OPENAI_TTS_MODEL;
  const model = isRealtimeModel(configured) ? env().OPENAI_TTS_SPEECH_MODEL : configured;
  // For subtitles, WAV: the site then knows where the voice is in the audio (and encodes the MP3 itself).
  const format = input.captions ? "wav" : "mp3";
  const response = await aiClient("speech").audio.speech.create(
    { model, voice, input: text, response_format: format, speed: input.speed },
    { signal },
  );
  const type = response.headers.get("content-type");
  // A provider that streams without end must not fill the instance's memory.
  const audio = await readCapped(response.body, MAX_PIECE_BYTES);
  if (!audio) throw malformedAnswer();
  try {
    return await toMp3(audio, type, signal);
  } catch (error) {
    if (!(error instanceof UnsupportedAudio)) throw error;
    // Not audio at all (an error page or JSON with a 200): this server does not speak.
    if (/^(application|text)\//i.test(type ?? "") || !audio.length) throw new CannotSpeak(`non-audio answer ${type}`);
    throw unsupportedAudio(error.message);
  }
}

async function realtime(text: string, voice: Voice, input: SpeechInput, signal?: AbortSignal): Promise<Spoken> {
  const spoken = await realtimeSpeech({
    text,
    voice,
    speed: input.speed,
    model: env().OPENAI_TTS_MODEL,
    endpoint: aiEndpoint("speech"),
    timeoutMs: aiTimeouts().text,
    signal,
  });
  if (!spoken.seconds) throw new CannotSpeak("realtime answer without audio");
  return spoken;
}

/**
 * What one engine call reads. With captions, `cues` are the subtitles it shows (each as written, in its lines) and
 * what each reads: `text` is their readings joined by spaces, so a part of several subtitles is one call.
 */
export type SpeechUnit = { voice: Voice; text: string; cues?: { cue: string; text: string }[] };
/** `cueSpans`: each cue's [start, end] in the part, when the engine spoke the cues apart (the offline voice). */
type Spoken = Encoded & { cueSpans?: [number, number][] };
type Speaker = { engine: SpeechEngine; say: (unit: SpeechUnit) => Promise<Spoken>; release: () => void };

/** Admission happens here: a full instance answers 503 before any work starts. */
function speaker(engine: SpeechEngine, input: SpeechInput, signal: AbortSignal): Speaker {
  if (engine === "offline") {
    const pool = offlinePool();
    const release = pool.admit();
    const read = (text: string, voice: Voice) => pool.run(espeakJob(text, voice, input.speed), signal);
    return { engine, release, say: (unit) => offlineUnit(unit, read) };
  }
  const release = providerGate().enter();
  const say = (unit: SpeechUnit) =>
    engine === "realtime"
      ? realtime(unit.text, unit.voice, input, signal)
      : audioSpeech(unit.text, unit.voice, input, signal);
  return { engine, release, say };
}

/**
 * The offline voice reads a part's subtitles one by one (local work, no call to pay for) and joins them: each
 * cue's times are then its own audio's.
 */
async function offlineUnit(unit: SpeechUnit, read: (text: string, voice: Voice) => Promise<Spoken>): Promise<Spoken> {
  if (!unit.cues || unit.cues.length < 2) return read(unit.text, unit.voice);
  const pieces: Spoken[] = [];
  for (const cue of unit.cues) pieces.push(await read(cue.text, unit.voice));
  let offset = 0;
  const cueSpans = pieces.map((piece): [number, number] => {
    const { seconds, sampleRate } = mp3Duration(piece.mp3);
    const [start, end] = voiceSpan(piece, seconds, sampleRate);
    offset += seconds;
    return [offset - seconds + start, offset - seconds + end];
  });
  return { mp3: Buffer.concat(pieces.map((piece) => piece.mp3)), seconds: offset, cueSpans };
}

/** Speaks the first unit along the chain; the engine that manages it speaks the rest. */
async function firstSpeaker(unit: SpeechUnit, input: SpeechInput, signal: AbortSignal) {
  for (const engine of speechChain()) {
    const chosen = speaker(engine, input, signal);
    try {
      return { speaker: chosen, first: await chosen.say(unit) };
    } catch (error) {
      chosen.release();
      if (engine === "offline") throw error;
      if (signal.aborted || !cannotSpeak(error)) throw toApiError(error);
      unavailableUntil.set(engine, Date.now() + env().SPEECH_FALLBACK_MEMORY_SECONDS * 1000);
      if (env().NODE_ENV !== "test") {
        console.warn(`[ai] speech engine ${engine} unavailable here, trying the next:`, (error as Error).message);
      }
    }
  }
  throw new ApiError("internal_error");
}

export type SpeechPlan = {
  units: SpeechUnit[];
  /** Characters the engines read (after the dictionary and the pt-BR normaliser): what the limits count. */
  readLength: number;
  /** The text without voice names: the download is named after it. */
  shown: string;
  isScript: boolean;
};

/**
 * What will be read, before anything is spoken: the script's lines (one per voice), each read as the dictionary
 * and the normaliser say. With captions each line is cut into subtitle cues, and the cues of one voice are read
 * in parts of up to PIECE_MAX characters (one engine call each; the first part shorter, so the first audio
 * leaves soon), timed cue by cue from the part's audio (partCueSpans); without, into the stream's pieces.
 */
export function planSpeech(
  input: Pick<SpeechInput, "text" | "voice">,
  entries: readonly DictionaryEntry[],
  captions: boolean,
): SpeechPlan {
  let parsed: ReturnType<typeof parseScript>;
  try {
    parsed = parseScript(input.text, input.voice);
  } catch (error) {
    if (error instanceof ScriptError) throw new ApiError("invalid_input", error.message);
    throw error;
  }
  const units: SpeechUnit[] = [];
  let readLength = 0;
  for (const { voice, text } of parsed.lines) {
    if (!captions) {
      const pieces = speechPieces(pronounce(text, entries));
      units.push(...pieces.map((piece) => ({ voice, text: piece })));
      readLength += pieces.reduce((sum, piece) => sum + piece.length, 0);
      continue;
    }
    let part: SpeechUnit | undefined;
    for (const cue of cueTexts(text)) {
      const read = pronounce(cue.replace(/\n/g, " "), entries);
      readLength += read.length;
      const max = part === units[0] ? FIRST_PIECE_MAX : PIECE_MAX;
      if (part?.cues && part.text.length + 1 + read.length <= max) {
        part.text = `${part.text} ${read}`;
        part.cues.push({ cue, text: read });
      } else {
        part = { voice, text: read, cues: [{ cue, text: read }] };
        units.push(part);
      }
    }
  }
  return { units, readLength, shown: scriptText(parsed.lines), isScript: parsed.isScript };
}

/** lame's encoder and decoder delay: the first audible sample of a piece plays this much after the piece starts. */
const MP3_DELAY_SAMPLES = 1105;

/** Where the voice is heard in a piece's MP3: from the audio where the engine gives it, else all of it. */
function voiceSpan(spoken: Spoken, seconds: number, sampleRate: number): [number, number] {
  if (!spoken.speech) return [0, seconds];
  const delay = MP3_DELAY_SAMPLES / sampleRate;
  const [start, end] = spoken.speech;
  return [start + delay, Math.min(seconds, end + delay)];
}

/** A boundary moves to a pause in the voice at most this far (seconds), or this share of its cues' estimated time. */
const PAUSE_REACH_SECONDS = 0.3;
const PAUSE_REACH_SHARE = 0.75;

/**
 * Each cue's [start, end] within its part. Cue by cue, what is left of the voice's span is shared among the
 * cues left by their spoken length (characters read); the boundary then moves to the nearest pause in the voice
 * (the quiet after a sentence or a comma) within reach, so a subtitle changes where the voice stops, and the
 * next estimate starts from there (no drift along a long part).
 */
export function partCueSpans(
  unit: SpeechUnit,
  spoken: Spoken,
  seconds: number,
  sampleRate: number,
): [number, number][] {
  const cues = unit.cues ?? [{ cue: unit.text, text: unit.text }];
  if (spoken.cueSpans?.length === cues.length) return spoken.cueSpans;
  const [from, to] = voiceSpan(spoken, seconds, sampleRate);
  if (cues.length === 1) return [[from, to]];
  const delay = spoken.speech ? MP3_DELAY_SAMPLES / sampleRate : 0;
  const pauses = (spoken.pauses ?? []).map(([start, end]): [number, number] => [start + delay, end + delay]);
  const middle = (pause: [number, number]) => (pause[0] + pause[1]) / 2;
  const spans: [number, number][] = [];
  let start = from;
  let left = cues.reduce((sum, cue) => sum + cue.text.length, 0) + cues.length - 1;
  cues.forEach((cue, i) => {
    if (i === cues.length - 1) return spans.push([start, to]);
    const perChar = (to - start) / Math.max(1, left);
    const estimate = start + cue.text.length * perChar;
    const shorter = Math.min(cue.text.length, cues[i + 1].text.length);
    const reach = Math.max(PAUSE_REACH_SECONDS, PAUSE_REACH_SHARE * shorter * perChar);
    let best: [number, number] | undefined;
    for (const pause of pauses) {
      const distance = Math.abs(middle(pause) - estimate);
      if (pause[0] > start && distance <= reach && (!best || distance < Math.abs(middle(best) - estimate)))
        best = pause;
    }
    left -= cue.text.length + 1; // the cue and the space after it
    if (best) {
      spans.push([start, best[0]]);
      start = best[1];
    } else {
      spans.push([start, estimate]);
      start = estimate + perChar;
    }
  });
  return spans;
}

/** The cues of the parts spoken so far, one after the other in the MP3. */
function captionTimeline() {
  const cues: Cue[] = [];
  let offset = 0;
  return {
    cues,
    add(unit: SpeechUnit, spoken: Spoken) {
      const { seconds, sampleRate } = mp3Duration(spoken.mp3);
      const texts = unit.cues?.map((cue) => cue.cue) ?? [unit.text];
      partCueSpans(unit, spoken, seconds, sampleRate).forEach(([start, end], i) =>
        cues.push({ text: texts[i], start: offset + start, end: offset + end }),
      );
      offset += seconds;
    },
  };
}

/** The readable stream stopped reading: its slot goes to someone else. */
class StalledReader extends Error {}

export type Speech = {
  engine: SpeechEngine;
  /** The MP3 (or, with captions, the JSON {audio, captions}): the first unit is spoken, the others as the client reads. */
  body: ReadableStream<Uint8Array>;
  /** Set when the whole answer was ready at once, so the response can say its length. */
  length?: number;
};

type Options = {
  signal: AbortSignal;
  /** Called once when the work ends, however it ends (the client's share of the instance). */
  release: () => void;
  captions?: CaptionFormat;
  /** A reader that takes nothing for this long ends the answer and frees its place. */
  stallMs: number;
};

/**
 * Speaks the plan unit by unit. Failures before the first audio are API errors; later ones end the stream (the
 * client keeps what it has). Closing the connection, cancelling the body or not reading for `stallMs` stops the
 * work between units. With captions the body is the JSON {"audio": "<base64 MP3>", "captions": "..."}, written as
 * the audio arrives: the subtitles are its last field, once every cue's time is known.
 */
export async function synthesizeSpeech(plan: SpeechPlan, input: SpeechInput, options: Options): Promise<Speech> {
  const { units } = plan;
  const { signal, captions, stallMs } = options;
  let chosen: Speaker;
  let first: Spoken;
  try {
    ({ speaker: chosen, first } = await firstSpeaker(units[0], input, signal));
  } catch (error) {
    options.release();
    throw error;
  }
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(stall);
    chosen.release();
    options.release();
    signal.removeEventListener("abort", end);
  };
  signal.addEventListener("abort", end, { once: true });

  const timeline = captionTimeline();
  let carry = Buffer.alloc(0);
  const encode = (unit: SpeechUnit, spoken: Spoken): Buffer => {
    if (!captions) return spoken.mp3;
    const firstPart = !timeline.cues.length;
    timeline.add(unit, spoken);
    // Base64 in whole groups of 3 bytes, so the pieces join into one string.
    const bytes = Buffer.concat([carry, spoken.mp3]);
    const whole = bytes.length - (bytes.length % 3);
    carry = bytes.subarray(whole);
    const text = (firstPart ? '{"audio":"' : "") + bytes.subarray(0, whole).toString("base64");
    return Buffer.from(text);
  };
  const closing = () =>
    captions
      ? Buffer.from(
          `${carry.toString("base64")}","captions":${JSON.stringify(formatCaptions(timeline.cues, captions))}}`,
        )
      : undefined;

  let next = 1;
  let stall: NodeJS.Timeout | undefined;
  const firstBytes = encode(units[0], first);
  if (units.length === 1) {
    end();
    const whole = Buffer.concat([firstBytes, closing() ?? Buffer.alloc(0)]);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(whole));
        controller.close();
      },
    });
    return { engine: chosen.engine, body, length: whole.length };
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(firstBytes));
      stall = setTimeout(() => stalled(controller), stallMs);
    },
    async pull(controller) {
      clearTimeout(stall);
      if (ended) return;
      try {
        const unit = units[next++];
        const bytes = encode(unit, await chosen.say(unit));
        controller.enqueue(new Uint8Array(bytes));
        if (next >= units.length) {
          end();
          const last = closing();
          if (last) controller.enqueue(new Uint8Array(last));
          controller.close();
        } else stall = setTimeout(() => stalled(controller), stallMs);
      } catch (error) {
        const aborted = signal.aborted || ended;
        end();
        if (!aborted && env().NODE_ENV !== "test") {
          console.warn("[ai] speech stream ended early:", (error as Error).message);
        }
        controller.error(error);
      }
    },
    cancel: end,
  });
  const stalled = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    end();
    controller.error(new StalledReader("the reader took nothing"));
  };
  return { engine: chosen.engine, body };
}

/**
 * Speaks the whole plan into `file` (a background job, lib/ai/speech-job.ts): the same engines and parts as
 * synthesizeSpeech, with no reader to wait for; `onProgress` after each part. Answers the engine and, with
 * captions, the cues. Failures are API errors (their pt-BR message is the job's).
 */
export async function speakToFile(
  plan: SpeechPlan,
  input: SpeechInput,
  options: { signal: AbortSignal; file: string; onProgress: (progress: { done: number; total: number }) => unknown },
): Promise<{ engine: SpeechEngine; cues: Cue[] }> {
  const { units } = plan;
  const { signal } = options;
  const { speaker: chosen, first } = await firstSpeaker(units[0], input, signal);
  const timeline = captionTimeline();
  const out = await open(options.file, "w");
  try {
    let spoken = first;
    for (let next = 1; ; next++) {
      if (input.captions) timeline.add(units[next - 1], spoken);
      await out.write(spoken.mp3);
      await options.onProgress({ done: next, total: units.length });
      if (next >= units.length) break;
      signal.throwIfAborted();
      spoken = await chosen.say(units[next]);
    }
  } catch (error) {
    throw signal.aborted || error instanceof ApiError ? error : toApiError(error);
  } finally {
    chosen.release();
    await out.close();
  }
  return { engine: chosen.engine, cues: timeline.cues };
}
