import * as z from "./zod";

/** Anonymous visitors (SPEC); signed-in visitors get SPEECH_ACCOUNT_TEXT_MAX (issue 21). */
export const SPEECH_TEXT_MAX = 150;
export const SPEECH_ACCOUNT_TEXT_MAX = 4000;
export const SPEECH_SPEED_MIN = 0.75;
export const SPEECH_SPEED_MAX = 1.5;

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
  tooLongForAccount: "O texto excede o limite de 4.000 caracteres. Divida-o em partes menores.",
  voice: "Escolha uma das vozes disponíveis",
  speed: "Escolha uma velocidade entre 0,75 e 1,5",
} as const;

const speechFields = (max: number, tooLong: string) =>
  z.object({
    text: z
      .string(speechMessages.empty)
      .check(z.trim(), z.minLength(1, speechMessages.empty), z.maxLength(max, tooLong)),
    voice: z._default(z.enum(voices.map((voice) => voice.value) as [Voice, ...Voice[]], speechMessages.voice), "alloy"),
    speed: z._default(
      z
        .number(speechMessages.speed)
        .check(z.gte(SPEECH_SPEED_MIN, speechMessages.speed), z.lte(SPEECH_SPEED_MAX, speechMessages.speed)),
      1,
    ),
  });

/** What an anonymous visitor may send (the browser checks it before sending). */
export const speechSchema = speechFields(SPEECH_TEXT_MAX, speechMessages.tooLong);
/** What a signed-in visitor may send; the route checks the session when the text is over SPEECH_TEXT_MAX. */
export const speechAccountSchema = speechFields(SPEECH_ACCOUNT_TEXT_MAX, speechMessages.tooLongForAccount);

export type SpeechInput = z.infer<typeof speechAccountSchema>;
