// The description form's limits and choices without zod: the page renders them at once, while the schema (and
// zod with it) loads when the form is first sent.

/** Each text field of the product form accepts at most this many characters (typing beyond is ignored). */
export const DESCRIPTION_FIELD_MAX = 400;

export const tones = [
  { value: "professional", label: "Profissional", hint: "Formal e direto" },
  { value: "casual", label: "Casual", hint: "Descontraído e amigável" },
  { value: "persuasive", label: "Persuasivo", hint: "Focado em vendas" },
  { value: "luxury", label: "Luxo", hint: "Sofisticado e exclusivo" },
  { value: "technical", label: "Técnico", hint: "Detalhado e específico" },
] as const;

export type Tone = (typeof tones)[number]["value"];

export const messages = {
  empty: "Por favor, preencha todos os campos",
  tooLong: `Cada campo aceita no máximo ${DESCRIPTION_FIELD_MAX} caracteres`,
  tone: "Escolha um dos tons disponíveis",
} as const;

/** Limits the server enforces on every version (Google shows about 60 and 155 characters; Instagram takes 2,200). */
export const descriptionLimits = { seoTitle: 60, metaDescription: 155, social: 2_200 } as const;

/** One of the three versions, as POST /api/description answers it. */
export type DescriptionVersion = {
  title: string;
  seoTitle: string;
  metaDescription: string;
  highlights: string[];
  /** "Loja (HTML)": only h2 h3 p ul ol li strong em br, no attributes. */
  html: string;
  /** "Mercado Livre": plain text, no tags. */
  mercadoLivre: string;
  /** "Instagram e WhatsApp". */
  social: string;
};

export type DescriptionResult = { versions: DescriptionVersion[] };
