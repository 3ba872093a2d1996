import "server-only";
import OpenAI from "openai";
import type { ChatCompletionCreateParamsBase, ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { aiClient } from "./client";
import { malformedAnswer, toApiError } from "./errors";

export type ChatRequest = {
  model: string;
  messages: ChatCompletionMessageParam[];
  temperature: number;
  maxTokens: number;
  signal?: AbortSignal;
};

/**
 * Reasoning models (o-series, gpt-5 and later) reject `temperature` and `max_tokens`; they take
 * `max_completion_tokens`, which also pays for hidden reasoning, so they get a larger budget.
 */
const REASONING_MODEL = /^(o\d|gpt-[5-9])/i;
const REASONING_BUDGET = 4_000;

function params(request: ChatRequest, reasoning: boolean): ChatCompletionCreateParamsBase {
  const base = { model: request.model, messages: request.messages };
  return reasoning
    ? { ...base, max_completion_tokens: request.maxTokens + REASONING_BUDGET }
    : { ...base, temperature: request.temperature, max_tokens: request.maxTokens };
}

/** An unknown model that still rejects the classic parameters: retry once in the reasoning shape. */
function rejectsClassicParams(error: unknown): boolean {
  return (
    error instanceof OpenAI.BadRequestError &&
    /temperature|max_tokens/i.test(`${error.message} ${(error.error as { param?: string } | undefined)?.param ?? ""}`)
  );
}

async function withParamFallback<T>(request: ChatRequest, call: (p: ChatCompletionCreateParamsBase) => Promise<T>) {
  const reasoning = REASONING_MODEL.test(request.model);
  try {
    return await call(params(request, reasoning));
  } catch (error) {
    if (!reasoning && rejectsClassicParams(error)) return call(params(request, true));
    throw error;
  }
}

/** One complete answer, trimmed; provider failures come back as ApiErrors. */
export async function completeChat(request: ChatRequest): Promise<string> {
  try {
    const completion = await withParamFallback(request, (p) =>
      aiClient().chat.completions.create({ ...p, stream: false }, { signal: request.signal }),
    );
    const content = completion.choices?.[0]?.message?.content;
    if (typeof content !== "string" || !content.trim()) throw malformedAnswer();
    return content.trim();
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * The answer as it is generated. The first chunk is awaited before returning, so a provider that
 * refuses the request fails here (and the route can still answer with an error status).
 */
export async function streamChat(request: ChatRequest): Promise<AsyncIterable<string>> {
  let stream;
  try {
    stream = await withParamFallback(request, (p) =>
      aiClient().chat.completions.create({ ...p, stream: true }, { signal: request.signal }),
    );
  } catch (error) {
    throw toApiError(error);
  }
  const iterator = stream[Symbol.asyncIterator]();
  let first: IteratorResult<OpenAI.Chat.Completions.ChatCompletionChunk>;
  try {
    first = await iterator.next();
  } catch (error) {
    throw toApiError(error);
  }
  if (first.done) throw malformedAnswer();

  return (async function* () {
    let current: IteratorResult<OpenAI.Chat.Completions.ChatCompletionChunk> = first;
    while (!current.done) {
      const text = current.value.choices?.[0]?.delta?.content;
      if (text) yield text;
      current = await iterator.next();
    }
  })();
}
