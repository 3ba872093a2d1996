import "server-only";
import OpenAI from "openai";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";

function providerCode(error: InstanceType<typeof OpenAI.APIError>): string {
  return String(error.code ?? (error.error as { code?: string } | undefined)?.code ?? "");
}

export function isModelUnavailable(error: unknown): boolean {
  if (!(error instanceof OpenAI.APIError)) return false;
  return error.status === 404 || providerCode(error) === "model_not_found";
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return timedOut();
  if (error instanceof OpenAI.APIUserAbortError) {
    return new ApiError("upstream_timeout", "A geração foi interrompida antes de terminar. Tente novamente.");
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ApiError("upstream_error", "Não foi possível conectar ao serviço de IA. Tente novamente em instantes.");
  }
  if (error instanceof OpenAI.APIError) {
    const code = providerCode(error);
    if (error.status === 401) {
      return new ApiError("upstream_error", "A chave do serviço de IA foi recusada. Avise o responsável pelo site.");
    }
    if (error.status === 429 && code === "insufficient_quota") {
      return new ApiError("upstream_error", "O crédito do serviço de IA acabou. Avise o responsável pelo site.");
    }
    if (error.status === 429) {
      const retryAfter = error.headers?.get("retry-after");
      return new ApiError(
        "rate_limited",
        "O serviço de IA está sobrecarregado. Aguarde alguns segundos e tente novamente.",
        { "Retry-After": retryAfter && /^\d+$/.test(retryAfter) ? retryAfter : "10" },
      );
    }
    if (code === "content_policy_violation" || code === "moderation_blocked") {
      return new ApiError(
        "invalid_input",
        "O pedido foi recusado pela política de conteúdo do serviço de IA. Reformule o texto e tente de novo.",
      );
    }
    if (isModelUnavailable(error) || code === "invalid_model") {
      return new ApiError(
        "upstream_error",
        "O modelo de IA configurado não está disponível. Avise o responsável pelo site.",
      );
    }
    if (error.status === 408 || error.status === 504) return timedOut();
    return new ApiError("upstream_error", "O serviço de IA falhou ao responder. Tente novamente.");
  }
  if (env().NODE_ENV !== "test") console.error("[ai] unexpected failure", error);
  return malformedAnswer();
}

export function timedOut(): ApiError {
  return new ApiError("upstream_timeout", "O serviço de IA demorou demais para responder. Tente novamente.");
}

export function malformedAnswer(): ApiError {
  return new ApiError("upstream_error", "O serviço de IA respondeu em um formato inesperado. Tente novamente.");
}

/** The same every time, so no retry is suggested. */
export function unsupportedAudio(format: string): ApiError {
  return new ApiError(
    "upstream_error",
    `O serviço de voz respondeu em um formato de áudio que o site não converte em MP3 (${format}). ` +
      "Avise o responsável pelo site.",
  );
}
