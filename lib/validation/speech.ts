import { z } from "./zod";

export const SPEECH_TEXT_MAX = 150;

/** The six voices, with the pt-BR labels of SPEC.md; alloy is the default. */
export const voices = [
  { value: "alloy", label: "Alloy (Neutro)", gender: "neutral" },
  { value: "echo", label: "Echo (Masculino)", gender: "male" },
  { value: "fable", label: "Fable (Britânico)", gender: "male" },
  { value: "onyx", label: "Onyx (Africano)", gender: "male" },
  { value: "nova", label: "Nova (Feminino)", gender: "female" },
  { value: "shimmer", label: "Shimmer (Britânica)", gender: "female" },
] as const;

export type Voice = (typeof voices)[number]["value"];

export const speechMessages = {
  empty: "Por favor, insira um texto",
  tooLong: `O texto excede o limite de ${SPEECH_TEXT_MAX} caracteres`,
  voice: "Escolha uma das vozes disponíveis",
} as const;

/** Shared by the voice page's form and POST /api/speech. */
export const speechSchema = z.object({
  text: z.string(speechMessages.empty).trim().min(1, speechMessages.empty).max(SPEECH_TEXT_MAX, speechMessages.tooLong),
  voice: z.enum(voices.map((voice) => voice.value) as [Voice, ...Voice[]], speechMessages.voice).default("alloy"),
});

export type SpeechInput = z.infer<typeof speechSchema>;
