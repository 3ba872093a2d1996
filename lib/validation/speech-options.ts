// The speech form's limits and choices without zod: the page renders them at once, while the schema (and
// zod with it) loads when the form is first sent.

/** Anonymous visitors (SPEC); signed-in visitors get SPEECH_ACCOUNT_TEXT_MAX (issue 21). */
export const SPEECH_TEXT_MAX = 150;
export const SPEECH_ACCOUNT_TEXT_MAX = 4000;
/**
 * The 150 count what the visitor typed, as the counter shows; what the engine reads is bounded apart: a run of
 * digits is read digit by digit, so 142 of them become some 990 characters of words, while a line of prices and
 * dates ("R$ 1.299,90 em 23/11/2026") stays under 4 times its length.
 */
export const SPEECH_READ_MAX = 600;
export const SPEECH_SPEED_MIN = 0.75;
export const SPEECH_SPEED_MAX = 1.5;

/**
 * Each voice as a Brazilian listener hears it reading Portuguese (timbre and register), never where its model
 * was recorded; the ids are the provider's. The offline voice has no names: its six variants are offered under
 * what they are.
 */
export const voices = [
  { value: "alloy", label: "Alloy (neutra, tom médio)", offlineLabel: "Padrão", gender: "neutral" },
  { value: "echo", label: "Echo (masculina, média e calma)", offlineLabel: "Masculina 1", gender: "male" },
  { value: "fable", label: "Fable (masculina, expressiva, de narrador)", offlineLabel: "Masculina 2", gender: "male" },
  { value: "onyx", label: "Onyx (masculina, grave)", offlineLabel: "Masculina 3", gender: "male" },
  { value: "nova", label: "Nova (feminina, jovem e animada)", offlineLabel: "Feminina 1", gender: "female" },
  { value: "shimmer", label: "Shimmer (feminina, suave e clara)", offlineLabel: "Feminina 2", gender: "female" },
] as const;

export type Voice = (typeof voices)[number]["value"];

export const speechMessages = {
  empty: "Por favor, insira um texto",
  tooLong: `O texto excede o limite de ${SPEECH_TEXT_MAX} caracteres`,
  tooLongForAccount: "O texto excede o limite de 4.000 caracteres. Divida-o em partes menores.",
  voice: "Escolha uma das vozes disponíveis",
  speed: "Escolha uma velocidade entre 0,75 e 1,5",
  captions: 'Peça as legendas como "srt" ou "vtt".',
  /** Past SPEECH_READ_MAX: the typed text fits, but reading it aloud does not. */
  tooLongWhenRead: (read: number) =>
    `Este texto fica longo demais quando lido em voz alta: sequências de números são lidas algarismo por ` +
    `algarismo, e ele vira ${read.toLocaleString("pt-BR")} caracteres falados (sem conta, o limite é ` +
    `${SPEECH_READ_MAX.toLocaleString("pt-BR")}). Separe ou encurte os números, ou entre na sua conta.`,
};
