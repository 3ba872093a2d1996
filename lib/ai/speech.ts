import "server-only";
import OpenAI from "openai";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { readCapped } from "@/lib/http/read-capped";
import { cueTexts, formatCaptions, type CaptionFormat, type Cue } from "@/lib/speech/captions";
import type { DictionaryEntry } from "@/lib/speech/dictionary-schema";
import { mp3Duration } from "@/lib/speech/mp3";
import { pronounce } from "@/lib/speech/pronounce";
import { parseScript, ScriptError, scriptText } from "@/lib/speech/script";
import type { SpeechInput, Voice } from "@/lib/validation/speech";
import { speechToMp3, UnsupportedAudio, type Encoded } from "@/lib/speech/pcm-to-mp3";
import { aiClient, aiConfigured, aiEndpoint, aiTimeouts } from "./client";
import { malformedAnswer, toApiError, unsupportedAudio } from "./errors";
import { espeakJob } from "@/lib/speech/espeak";
import { failedBeforeAudio, isRealtimeModel, realtimeSpeech, UpgradeRefused } from "./realtime";
import { offlinePool, providerGate } from "@/lib/speech/offline-pool";
import { speechPieces } from "@/lib/speech/spoken-text";

/** The engine that actually spoke, in the X-Speech-Engine header. */
export type SpeechEngine = "realtime" | "audio-speech" | "offline";
type Spoken = Encoded;

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

/** What the page promises: AI voices when a provider is configured, the offline voice otherwise. */
export function speechEngine(): "openai" | "espeak-ng" {
  return aiConfigured("speech") ? "openai" : "espeak-ng";
}

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

async function audioSpeech(text: string, voice: Voice, input: SpeechInput, signal?: AbortSignal): Promise<Spoken> {
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
    return await speechToMp3(audio, type);
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

/** What one engine call reads: `cue` is the subtitle it shows (the text as written, in its lines). */
export type SpeechUnit = { voice: Voice; text: string; cue?: string };
type Speaker = { engine: SpeechEngine; say: (unit: SpeechUnit) => Promise<Spoken>; release: () => void };

/** Admission happens here: a full instance answers 503 before any work starts. */
function speaker(engine: SpeechEngine, input: SpeechInput, signal: AbortSignal): Speaker {
  if (engine === "offline") {
    const pool = offlinePool();
    const release = pool.admit();
    return { engine, release, say: (unit) => pool.run(espeakJob(unit.text, unit.voice, input.speed), signal) };
  }
  const release = providerGate().enter();
  const say = engine === "realtime" ? realtime : audioSpeech;
  return { engine, release, say: (unit) => say(unit.text, unit.voice, input, signal) };
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
 * and the normaliser say, cut into subtitle cues when captions are asked (each cue is spoken on its own, so its
 * times are its own audio's) or else into the pieces the stream is made of.
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
  const units = parsed.lines.flatMap(({ voice, text }): SpeechUnit[] =>
    captions
      ? cueTexts(text).map((cue) => ({ voice, cue, text: pronounce(cue.replace(/\n/g, " "), entries) }))
      : speechPieces(pronounce(text, entries)).map((piece) => ({ voice, text: piece })),
  );
  const readLength = units.reduce((sum, unit) => sum + unit.text.length, 0);
  return { units, readLength, shown: scriptText(parsed.lines), isScript: parsed.isScript };
}

/** lame's encoder and decoder delay: the first audible sample of a piece plays this much after the piece starts. */
const MP3_DELAY_SAMPLES = 1105;

/** Where a unit's subtitle starts and ends, from the audio itself: its voice where the engine gives it, else all of it. */
function cueOf(text: string, spoken: Spoken, offset: number, seconds: number, sampleRate: number): Cue {
  if (!spoken.speech) return { text, start: offset, end: offset + seconds };
  const delay = MP3_DELAY_SAMPLES / sampleRate;
  const [start, end] = spoken.speech;
  return { text, start: offset + start + delay, end: Math.min(offset + seconds, offset + end + delay) };
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

  const cues: Cue[] = [];
  let offset = 0;
  let carry = Buffer.alloc(0);
  const encode = (unit: SpeechUnit, spoken: Spoken): Buffer => {
    if (!captions) return spoken.mp3;
    const { seconds, sampleRate } = mp3Duration(spoken.mp3);
    cues.push(cueOf(unit.cue ?? unit.text, spoken, offset, seconds, sampleRate));
    offset += seconds;
    // Base64 in whole groups of 3 bytes, so the pieces join into one string.
    const bytes = Buffer.concat([carry, spoken.mp3]);
    const whole = bytes.length - (bytes.length % 3);
    carry = bytes.subarray(whole);
    const text = (cues.length === 1 ? '{"audio":"' : "") + bytes.subarray(0, whole).toString("base64");
    return Buffer.from(text);
  };
  const closing = () =>
    captions
      ? Buffer.from(`${carry.toString("base64")}","captions":${JSON.stringify(formatCaptions(cues, captions))}}`)
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
