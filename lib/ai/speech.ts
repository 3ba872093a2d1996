import "server-only";
import { env } from "@/lib/env";
import type { SpeechInput } from "@/lib/validation/speech";
import { speechToMp3, UnsupportedAudio } from "./audio";
import { aiClient, aiConfigured, aiEndpoint, aiTimeouts } from "./client";
import { isModelUnavailable, malformedAnswer, toApiError, unsupportedAudio } from "./errors";
import { espeakMp3 } from "./espeak";
import { isRealtimeModel, realtimeSpeech } from "./realtime";

export type SpeechEngine = "openai" | "espeak-ng";
export type Speech = { audio: Buffer; engine: SpeechEngine };

export function speechEngine(): SpeechEngine {
  return aiConfigured("speech") ? "openai" : "espeak-ng";
}

async function endpointSpeech(model: string, input: SpeechInput, signal?: AbortSignal): Promise<Buffer> {
  const response = await aiClient("speech").audio.speech.create(
    { model, voice: input.voice, input: input.text, response_format: "mp3" },
    { signal },
  );
  const audio = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get("content-type");
  try {
    return await speechToMp3(audio, type);
  } catch (error) {
    if (!(error instanceof UnsupportedAudio)) throw error;
    // Not audio at all (an error page or JSON with a 200) is a malformed answer; audio we cannot convert is not.
    if (/^(application|text)\//i.test(type ?? "") || !audio.length) throw malformedAnswer();
    throw unsupportedAudio(error.message);
  }
}

async function openaiSpeech(input: SpeechInput, signal?: AbortSignal): Promise<Buffer> {
  const model = env().OPENAI_TTS_MODEL;
  if (!isRealtimeModel(model)) return endpointSpeech(model, input, signal);
  const { mp3, seconds } = await realtimeSpeech({
    text: input.text,
    voice: input.voice,
    model,
    endpoint: aiEndpoint("speech"),
    timeoutMs: aiTimeouts().text,
    signal,
  });
  if (!seconds) throw malformedAnswer();
  return mp3;
}

/** A provider without the model or endpoint (shut down; Ollama has none) falls back to espeak-ng instead of failing. */
export async function synthesizeSpeech(input: SpeechInput, signal?: AbortSignal): Promise<Speech> {
  if (speechEngine() === "openai") {
    try {
      return { audio: await openaiSpeech(input, signal), engine: "openai" };
    } catch (error) {
      if (!isModelUnavailable(error)) throw toApiError(error);
      if (env().NODE_ENV !== "test") {
        console.warn("[ai] speech model unavailable, using espeak-ng:", (error as Error).message);
      }
    }
  }
  return { audio: await espeakMp3(input.text, input.voice), engine: "espeak-ng" };
}
