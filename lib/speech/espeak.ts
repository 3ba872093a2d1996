import "server-only";
import type { Voice } from "@/lib/validation/speech";
import type { OfflineJob } from "./offline-pool";

// The offline voice, for when no provider speaks. It runs in lib/speech/offline-worker.mjs.
const variants: Record<Voice, string> = {
  alloy: "pt-br",
  echo: "pt-br+m3",
  fable: "pt-br+m5",
  onyx: "pt-br+m7",
  nova: "pt-br+f3",
  shimmer: "pt-br+f4",
};

/** espeak-ng's rate is in words per minute; 160 is its clear pt-BR pace at speed 1. */
const WORDS_PER_MINUTE = 160;

export function espeakJob(text: string, voice: Voice, speed: number): OfflineJob {
  return { text, voice: variants[voice], wordsPerMinute: Math.round(WORDS_PER_MINUTE * speed) };
}
