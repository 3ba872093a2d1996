import "server-only";
import { env } from "@/lib/env";
import { tones, type DescriptionInput } from "@/lib/validation/description";
import { streamChat, type ChatRequest } from "./chat";

/** SPEC.md section 7: temperature 0.7 and at most 500 tokens. */
const DESCRIPTION_TEMPERATURE = 0.7;
const DESCRIPTION_MAX_TOKENS = 500;

const SYSTEM_PROMPT =
  "Você é um redator profissional especializado em descrições de produtos para e-commerce, persuasivas e " +
  "otimizadas para SEO. Você escreve com foco nas necessidades e dores do público-alvo, destacando benefícios " +
  "concretos. Responda sempre em português do Brasil, apenas com a descrição, sem títulos de seção em markdown.";

function descriptionRequest(input: DescriptionInput, signal?: AbortSignal): ChatRequest {
  const tone = tones.find((option) => option.value === input.tone) ?? tones[0];
  const user = [
    `Tom de voz: ${tone.label} (${tone.hint.toLowerCase()})`,
    `Nome do produto: ${input.productName}`,
    `Características principais: ${input.mainFeatures}`,
    `Público-alvo: ${input.targetAudience}`,
    `Faixa de preço e condições: ${input.priceRange}`,
    "",
    "Crie uma descrição envolvente e persuasiva em português para este produto, pronta para publicar na loja.",
  ].join("\n");
  return {
    model: env().OPENAI_CHAT_MODEL,
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: user },
    ],
    temperature: DESCRIPTION_TEMPERATURE,
    maxTokens: DESCRIPTION_MAX_TOKENS,
    signal,
  };
}

export function streamDescription(input: DescriptionInput, signal?: AbortSignal): Promise<AsyncIterable<string>> {
  return streamChat(descriptionRequest(input, signal));
}
