import "server-only";
import { env } from "@/lib/env";
import type { SpeechInput } from "@/lib/validation/speech";
import { aiClient, aiConfigured } from "./client";
import { isModelUnavailable, malformedAnswer, toApiError } from "./errors";
import { espeakMp3 } from "./espeak";

export type SpeechEngine = "openai" | "espeak-ng";
export type Speech = { audio: Buffer; engine: SpeechEngine };

/** The engine a request will use when everything goes well (the voice page says it on load). */
export function speechEngine(): SpeechEngine {
  return aiConfigured() ? "openai" : "espeak-ng";
}

/** An MP3 starts with an ID3 tag or an MPEG frame sync (11 set bits). */
export function looksLikeMp3(audio: Uint8Array): boolean {
  if (audio.length < 4) return false;
  if (audio[0] === 0x49 && audio[1] === 0x44 && audio[2] === 0x33) return true;
  return audio[0] === 0xff && (audio[1] & 0xe0) === 0xe0;
}

async function openaiSpeech(input: SpeechInput, signal?: AbortSignal): Promise<Buffer> {
  const response = await aiClient().audio.speech.create(
    { model: env().OPENAI_TTS_MODEL, voice: input.voice, input: input.text, response_format: "mp3" },
    { signal },
  );
  const audio = Buffer.from(await response.arrayBuffer());
  if (!looksLikeMp3(audio)) throw malformedAnswer();
  return audio;
}

/**
 * OpenAI speech when a provider is configured, else the offline espeak-ng voice. When the provider
 * has no such model or endpoint (OpenAI shuts /v1/audio/speech down on 2027-01-06; Ollama has none)
 * the offline voice answers instead of an error; every other failure is reported.
 */
export async function synthesizeSpeech(input: SpeechInput, signal?: AbortSignal): Promise<Speech> {
  if (speechEngine() === "openai") {
    try {
      return { audio: await openaiSpeech(input, signal), engine: "openai" };
    } catch (error) {
      if (!isModelUnavailable(error)) throw toApiError(error);
      if (env().NODE_ENV !== "test") console.warn("[ai] speech model unavailable, using espeak-ng:", (error as Error).message);
    }
  }
  return { audio: await espeakMp3(input.text, input.voice), engine: "espeak-ng" };
}
