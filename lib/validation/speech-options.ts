// The speech form's limits and choices without zod: the page renders them at once, while the schema (and
// zod with it) loads when the form is first sent.

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
  captions: 'Peça as legendas como "srt" ou "vtt".',
  /** The limit counts the text as it is read aloud: numbers, dates and money become words. */
  tooLongWhenRead: (read: number) =>
    `O texto excede o limite de ${SPEECH_TEXT_MAX} caracteres quando lido em voz alta: números, datas e valores ` +
    `viram palavras, e este texto vira ${read.toLocaleString("pt-BR")} caracteres. Encurte o texto ou entre na ` +
    "sua conta para textos de até 4.000 caracteres.",
};
