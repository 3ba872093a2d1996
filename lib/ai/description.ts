import "server-only";
import { oneLine, plainText, storeHtml, trimAtWord } from "@/lib/description/channels";
import { env } from "@/lib/env";
import {
  descriptionLimits,
  tones,
  type DescriptionInput,
  type DescriptionResult,
  type DescriptionVersion,
} from "@/lib/validation/description";
import { completeChat, type ChatRequest } from "./chat";
import { modelAnswerSchema, type ModelAnswer } from "./description-schema";
import { malformedAnswer } from "./errors";
import { answerJsonSchema, parseAnswer } from "./json-answer";

const DESCRIPTION_TEMPERATURE = 0.7;
/** Three versions, each with a store page of about 200 words and a caption. */
const DESCRIPTION_MAX_TOKENS = 3_000;

const SYSTEM_PROMPT =
  "Você é um redator profissional especializado em descrições de produtos para e-commerce, persuasivas e " +
  "otimizadas para SEO. Você escreve com foco nas necessidades e dores do público-alvo, destacando benefícios " +
  "concretos, sempre em português do Brasil. Responda apenas com o JSON pedido.";

const INSTRUCTIONS = [
  "Escreva três versões diferentes (ângulos e aberturas distintos) com:",
  "- title: título do produto para a página da loja;",
  `- seoTitle: título SEO de até ${descriptionLimits.seoTitle} caracteres, com a palavra-chave principal no início;`,
  `- metaDescription: meta description de até ${descriptionLimits.metaDescription} caracteres, com uma chamada para ação;`,
  "- highlights: de 3 a 6 destaques curtos (benefícios), sem marcadores;",
  "- html: a descrição completa para a loja em HTML usando só <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em> e <br>, sem atributos;",
  "- caption: legenda curta para Instagram e WhatsApp com alguns emojis e de 3 a 6 hashtags no final.",
].join("\n");

function descriptionRequest(input: DescriptionInput, signal?: AbortSignal): ChatRequest {
  const tone = tones.find((option) => option.value === input.tone) ?? tones[0];
  const user = [
    `Tom de voz: ${tone.label} (${tone.hint.toLowerCase()})`,
    `Nome do produto: ${input.productName}`,
    `Características principais: ${input.mainFeatures}`,
    `Público-alvo: ${input.targetAudience}`,
    `Faixa de preço e condições: ${input.priceRange}`,
    "",
    INSTRUCTIONS,
  ].join("\n");
  return {
    model: env().OPENAI_CHAT_MODEL,
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: user },
    ],
    temperature: DESCRIPTION_TEMPERATURE,
    maxTokens: DESCRIPTION_MAX_TOKENS,
    jsonSchema: { name: "product_descriptions", schema: answerJsonSchema(modelAnswerSchema) },
    signal,
  };
}

/** Whatever the model sent, each field leaves here within its limit and with only the markup its channel allows. */
export function toVersion(answer: ModelAnswer["versions"][number]): DescriptionVersion {
  const html = storeHtml(answer.html);
  return {
    title: oneLine(answer.title),
    seoTitle: trimAtWord(oneLine(answer.seoTitle), descriptionLimits.seoTitle),
    metaDescription: trimAtWord(oneLine(answer.metaDescription), descriptionLimits.metaDescription),
    highlights: answer.highlights.map(oneLine).filter(Boolean),
    html,
    mercadoLivre: plainText(html),
    social: trimAtWord(plainText(answer.caption), descriptionLimits.social),
  };
}

/** A reply that is not the schema's JSON is asked for once more, then answered as malformed. */
export async function generateDescription(input: DescriptionInput, signal?: AbortSignal): Promise<DescriptionResult> {
  const request = descriptionRequest(input, signal);
  for (let attempt = 0; attempt < 2; attempt++) {
    const versions = parseAnswer(modelAnswerSchema, await completeChat(request))?.versions.map(toVersion);
    // A store page that was nothing but stripped markup is as useless as invalid JSON.
    if (versions?.every((version) => version.html && version.title && version.social)) return { versions };
  }
  throw malformedAnswer();
}
