import * as z from "./zod";

export const SPEECH_TEXT_MAX = 150;

/** The offline voice has no accents and no names: its six variants are offered under what they are. */
export const voices = [
  { value: "alloy", label: "Alloy (Neutro)", offlineLabel: "Padrão", gender: "neutral" },
  { value: "echo", label: "Echo (Masculino)", offlineLabel: "Masculina 1", gender: "male" },
  { value: "fable", label: "Fable (Britânico)", offlineLabel: "Masculina 2", gender: "male" },
  { value: "onyx", label: "Onyx (Africano)", offlineLabel: "Masculina 3", gender: "male" },
  { value: "nova", label: "Nova (Feminino)", offlineLabel: "Feminina 1", gender: "female" },
  { value: "shimmer", label: "Shimmer (Britânica)", offlineLabel: "Feminina 2", gender: "female" },
] as const;

export type Voice = (typeof voices)[number]["value"];

export const speechMessages = {
  empty: "Por favor, insira um texto",
  tooLong: `O texto excede o limite de ${SPEECH_TEXT_MAX} caracteres`,
  voice: "Escolha uma das vozes disponíveis",
} as const;

export const speechSchema = z.object({
  text: z
    .string(speechMessages.empty)
    .check(z.trim(), z.minLength(1, speechMessages.empty), z.maxLength(SPEECH_TEXT_MAX, speechMessages.tooLong)),
  voice: z._default(z.enum(voices.map((voice) => voice.value) as [Voice, ...Voice[]], speechMessages.voice), "alloy"),
});

export type SpeechInput = z.infer<typeof speechSchema>;
