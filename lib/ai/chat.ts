import "server-only";
import OpenAI from "openai";
import type { ChatCompletionCreateParamsBase, ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { env } from "@/lib/env";
import { aiClient } from "./client";
import { malformedAnswer, toApiError } from "./errors";

export type ChatRequest = {
  model: string;
  messages: ChatCompletionMessageParam[];
  temperature: number;
  maxTokens: number;
  /** Structured output: a JSON Schema the answer must follow (OpenAI, Ollama, vLLM and LM Studio accept it). */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
  signal?: AbortSignal;
};

/** Reasoning models reject `temperature` and `max_tokens`; `max_completion_tokens` also pays for hidden reasoning. */
const REASONING_MODEL = /^(o\d|gpt-[5-9])/i;
const REASONING_BUDGET = 4_000;

type Shape = { reasoning: boolean; effort: boolean };

function params(request: ChatRequest, shape: Shape): ChatCompletionCreateParamsBase {
  const base = {
    model: request.model,
    messages: request.messages,
    ...(request.jsonSchema
      ? { response_format: { type: "json_schema" as const, json_schema: { ...request.jsonSchema, strict: true } } }
      : {}),
  };
  if (!shape.reasoning) return { ...base, temperature: request.temperature, max_tokens: request.maxTokens };
  const effort = env().OPENAI_REASONING_EFFORT;
  return {
    ...base,
    max_completion_tokens: request.maxTokens + REASONING_BUDGET,
    ...(shape.effort && effort !== "default" ? { reasoning_effort: effort } : {}),
  };
}

function refusedParam(error: unknown): "classic" | "effort" | undefined {
  if (!(error instanceof OpenAI.BadRequestError)) return undefined;
  const text = `${error.message} ${(error.error as { param?: string } | undefined)?.param ?? ""}`;
  if (/reasoning_effort/i.test(text)) return "effort";
  return /temperature|max_tokens/i.test(text) ? "classic" : undefined;
}

/** A model's name does not always tell its shape, so a refused parameter set is retried once with the other. */
async function withParamFallback<T>(request: ChatRequest, call: (p: ChatCompletionCreateParamsBase) => Promise<T>) {
  const shape: Shape = { reasoning: REASONING_MODEL.test(request.model), effort: true };
  try {
    return await call(params(request, shape));
  } catch (error) {
    const refused = refusedParam(error);
    if (refused === "classic" && !shape.reasoning) return call(params(request, { reasoning: true, effort: true }));
    if (refused === "effort" && shape.reasoning) return call(params(request, { reasoning: true, effort: false }));
    throw error;
  }
}

export async function completeChat(request: ChatRequest): Promise<string> {
  try {
    const completion = await withParamFallback(request, (p) =>
      aiClient("text").chat.completions.create({ ...p, stream: false }, { signal: request.signal }),
    );
    const content = completion.choices?.[0]?.message?.content;
    if (typeof content !== "string" || !content.trim()) throw malformedAnswer();
    return content.trim();
  } catch (error) {
    throw toApiError(error);
  }
}
