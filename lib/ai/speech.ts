import "server-only";
import OpenAI from "openai";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { readCapped } from "@/lib/http/read-capped";
import type { SpeechInput } from "@/lib/validation/speech";
import { speechToMp3, UnsupportedAudio } from "./audio";
import { aiClient, aiConfigured, aiEndpoint, aiTimeouts } from "./client";
import { malformedAnswer, toApiError, unsupportedAudio } from "./errors";
import { espeakJob } from "./espeak";
import { isRealtimeModel, realtimeSpeech, UpgradeRefused } from "./realtime";
import { offlinePool, providerGate } from "./speech-pool";
import { normalizeSpeech, speechPieces } from "./speech-text";

/** The engine that actually spoke, in the X-Speech-Engine header. */
export type SpeechEngine = "realtime" | "audio-speech" | "offline";
type Spoken = { mp3: Buffer; seconds: number };

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

/** 404/405/501 and model_not_found mean "not here"; 400 is the visitor's and 429/5xx pass. */
function cannotSpeak(error: unknown): boolean {
  if (error instanceof CannotSpeak || error instanceof UpgradeRefused) return true;
  if (!(error instanceof OpenAI.APIError)) return false;
  return [404, 405, 501].includes(error.status ?? 0) || providerCode(error) === "model_not_found";
}

async function audioSpeech(text: string, input: SpeechInput, signal?: AbortSignal): Promise<Spoken> {
  const configured = env().OPENAI_TTS_MODEL;
  const model = isRealtimeModel(configured) ? env().OPENAI_TTS_SPEECH_MODEL : configured;
  const response = await aiClient("speech").audio.speech.create(
    { model, voice: input.voice, input: text, response_format: "mp3", speed: input.speed },
    { signal },
  );
  const type = response.headers.get("content-type");
  // A provider that streams without end must not fill the instance's memory.
  const audio = await readCapped(response.body, MAX_PIECE_BYTES);
  if (!audio) throw malformedAnswer();
  try {
    const mp3 = await speechToMp3(audio, type);
    return { mp3, seconds: 0 };
  } catch (error) {
    if (!(error instanceof UnsupportedAudio)) throw error;
    // Not audio at all (an error page or JSON with a 200): this server does not speak.
    if (/^(application|text)\//i.test(type ?? "") || !audio.length) throw new CannotSpeak(`non-audio answer ${type}`);
    throw unsupportedAudio(error.message);
  }
}

async function realtime(text: string, input: SpeechInput, signal?: AbortSignal): Promise<Spoken> {
  const spoken = await realtimeSpeech({
    text,
    voice: input.voice,
    speed: input.speed,
    model: env().OPENAI_TTS_MODEL,
    endpoint: aiEndpoint("speech"),
    timeoutMs: aiTimeouts().text,
    signal,
  });
  if (!spoken.seconds) throw new CannotSpeak("realtime answer without audio");
  return spoken;
}

type Speaker = { engine: SpeechEngine; say: (text: string) => Promise<Spoken>; release: () => void };

/** Admission happens here: a full instance answers 503 before any work starts. */
function speaker(engine: SpeechEngine, input: SpeechInput, signal: AbortSignal): Speaker {
  if (engine === "offline") {
    const pool = offlinePool();
    const release = pool.admit();
    return { engine, release, say: (text) => pool.run(espeakJob(text, input.voice, input.speed), signal) };
  }
  const release = providerGate().enter();
  const say = engine === "realtime" ? realtime : audioSpeech;
  return { engine, release, say: (text) => say(text, input, signal) };
}

/** Speaks the first piece along the chain; the engine that manages it speaks the rest. */
async function firstSpeaker(text: string, input: SpeechInput, signal: AbortSignal) {
  for (const engine of speechChain()) {
    const chosen = speaker(engine, input, signal);
    try {
      return { speaker: chosen, first: await chosen.say(text) };
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

export type Speech = {
  engine: SpeechEngine;
  /** One MP3 stream: the first piece is already spoken, the others are spoken as the client reads. */
  body: ReadableStream<Uint8Array>;
  /** Set when the whole text was one piece, so the answer can say its length. */
  length?: number;
};

/**
 * Normalises the text for pt-BR reading, splits it at sentences and speaks it piece by piece. Failures
 * before the first audio are API errors; later ones end the stream (the client keeps what it has).
 * Closing the connection (the signal, or cancelling the body) stops the work between pieces.
 */
export async function synthesizeSpeech(input: SpeechInput, signal: AbortSignal): Promise<Speech> {
  const pieces = speechPieces(normalizeSpeech(input.text));
  const { speaker: chosen, first } = await firstSpeaker(pieces[0], input, signal);
  if (pieces.length === 1) chosen.release();
  else signal.addEventListener("abort", chosen.release, { once: true });
  let next = 1;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(first.mp3));
      if (pieces.length === 1) controller.close();
    },
    async pull(controller) {
      try {
        const { mp3 } = await chosen.say(pieces[next++]);
        controller.enqueue(new Uint8Array(mp3));
        if (next >= pieces.length) {
          chosen.release();
          controller.close();
        }
      } catch (error) {
        chosen.release();
        if (!signal.aborted && env().NODE_ENV !== "test") {
          console.warn("[ai] speech stream ended early:", (error as Error).message);
        }
        controller.error(error);
      }
    },
    cancel() {
      chosen.release();
    },
  });
  return { engine: chosen.engine, body, length: pieces.length === 1 ? first.mp3.length : undefined };
}
