// The image form's limits and choices without zod: the page renders them at once, while the schema (and
// zod with it) loads when the form is first sent.

export const IMAGE_PROMPT_MAX = 1000;
export const IMAGE_COUNT_MAX = 4;

/** The proportions offered; each model family maps them to its own pixel sizes (lib/images/sizes.ts). */
export const imageAspects = [
  { value: "1:1", label: "Quadrado 1:1" },
  { value: "4:5", label: "Retrato 4:5 (feed)" },
  { value: "9:16", label: "Vertical 9:16 (stories)" },
  { value: "16:9", label: "Paisagem 16:9" },
] as const;

export const imageQualities = [
  { value: "standard", label: "Padrão" },
  { value: "hd", label: "HD" },
] as const;

export const imageStyles = [
  { value: "vivid", label: "Vívido" },
  { value: "natural", label: "Natural" },
] as const;

export const imageCounts = [1, 2, 3, 4].map((n) => ({ value: String(n), label: String(n) }));

export type ImageAspect = (typeof imageAspects)[number]["value"];
export type ImageQuality = (typeof imageQualities)[number]["value"];
export type ImageStyle = (typeof imageStyles)[number]["value"];

export const imageMessages = {
  empty: "Por favor, insira uma descrição da imagem",
  tooLong: `A descrição pode ter no máximo ${IMAGE_PROMPT_MAX} caracteres`,
  option: "Escolha uma das opções disponíveis",
  aspect: "Escolha uma das proporções: 1:1, 4:5, 9:16 ou 16:9",
  count: `Escolha de 1 a ${IMAGE_COUNT_MAX} imagens`,
  transparent: 'Marque ou desmarque "Fundo transparente"',
} as const;
