import "server-only";
import OpenAI from "openai";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";

/** Defaults of OPENAI_TEXT_TIMEOUT_MS and OPENAI_IMAGE_TIMEOUT_MS (tests set them lower). */
export const TEXT_TIMEOUT_MS = 30_000;
export const IMAGE_TIMEOUT_MS = 90_000;
/** A failed call is tried once more (connection errors, 408/409/429/5xx), never more. */
export const MAX_RETRIES = 1;

let cached: { key: string; client: OpenAI } | undefined;

/** True when an OpenAI key (or an OpenAI-compatible server) is configured. */
export function aiConfigured(): boolean {
  const { OPENAI_API_KEY, OPENAI_BASE_URL } = env();
  return Boolean(OPENAI_API_KEY || OPENAI_BASE_URL);
}

/** Time limits of one attempt, from the configuration. */
export function aiTimeouts(): { text: number; image: number } {
  const { OPENAI_TEXT_TIMEOUT_MS, OPENAI_IMAGE_TIMEOUT_MS } = env();
  return { text: OPENAI_TEXT_TIMEOUT_MS, image: OPENAI_IMAGE_TIMEOUT_MS };
}

/**
 * The one OpenAI client of the app. OPENAI_BASE_URL points it at any OpenAI-compatible server
 * (Ollama, vLLM, LM Studio), which may need no key.
 */
export function aiClient(): OpenAI {
  const { OPENAI_API_KEY, OPENAI_BASE_URL } = env();
  if (!aiConfigured()) throw notConfigured();
  const timeout = aiTimeouts().text;
  const key = `${OPENAI_BASE_URL ?? ""}|${OPENAI_API_KEY ?? ""}|${timeout}`;
  if (cached?.key !== key) {
    cached = {
      key,
      client: new OpenAI({
        apiKey: OPENAI_API_KEY ?? "sem-chave",
        baseURL: OPENAI_BASE_URL,
        timeout,
        maxRetries: MAX_RETRIES,
      }),
    };
  }
  return cached.client;
}

export function notConfigured(): ApiError {
  return new ApiError(
    "not_configured",
    "Este recurso de IA está indisponível no momento. Fale com a nossa equipe para uma demonstração.",
  );
}

/** Told once at start to whoever runs the server; visitors only see that the tool is unavailable. */
export function logAiSetupAdvice() {
  if (aiConfigured()) return;
  console.warn(
    "[ai] OPENAI_API_KEY e OPENAI_BASE_URL não definidos: descrição, tradutor e imagens ficam desativados " +
      "e a voz usa o eSpeak NG offline. Defina OPENAI_API_KEY (OpenAI) ou OPENAI_BASE_URL (Ollama, vLLM, " +
      "LM Studio) e reinicie.",
  );
}
