// The image form's limits and choices without zod: the page renders them at once, while the schema (and
// zod with it) loads when the form is first sent.

export const IMAGE_PROMPT_MAX = 1000;

export const imageSizes = [
  { value: "1024x1024", label: "Quadrado (1024x1024)" },
  { value: "1024x1792", label: "Retrato (1024x1792)" },
  { value: "1792x1024", label: "Paisagem (1792x1024)" },
] as const;

export const imageQualities = [
  { value: "standard", label: "Padrão" },
  { value: "hd", label: "HD" },
] as const;

export const imageStyles = [
  { value: "vivid", label: "Vívido" },
  { value: "natural", label: "Natural" },
] as const;

export type ImageSize = (typeof imageSizes)[number]["value"];
export type ImageQuality = (typeof imageQualities)[number]["value"];
export type ImageStyle = (typeof imageStyles)[number]["value"];

export const imageMessages = {
  empty: "Por favor, insira uma descrição",
  tooLong: `A descrição pode ter no máximo ${IMAGE_PROMPT_MAX} caracteres`,
  option: "Escolha uma das opções disponíveis",
} as const;
