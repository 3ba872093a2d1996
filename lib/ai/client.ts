import "server-only";
import OpenAI from "openai";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";

/** A failed call is tried once more (connection errors, 408/409/429/5xx), never more. */
export const MAX_RETRIES = 1;

export type Capability = "text" | "speech" | "image";

export type Endpoint = { baseURL?: string; apiKey?: string };

/** A capability's own base URL never borrows the main key: that would send the OpenAI key to a local server. */
export function aiEndpoint(capability: Capability = "text"): Endpoint {
  const config = env();
  const own =
    capability === "speech"
      ? { baseURL: config.OPENAI_TTS_BASE_URL, apiKey: config.OPENAI_TTS_API_KEY }
      : capability === "image"
        ? { baseURL: config.OPENAI_IMAGE_BASE_URL, apiKey: config.OPENAI_IMAGE_API_KEY }
        : {};
  if (own.baseURL) return own;
  return { baseURL: config.OPENAI_BASE_URL, apiKey: own.apiKey ?? config.OPENAI_API_KEY };
}

export function aiConfigured(capability: Capability = "text"): boolean {
  const { baseURL, apiKey } = aiEndpoint(capability);
  return Boolean(apiKey || baseURL);
}

export function aiTimeouts(): { text: number; image: number } {
  const { OPENAI_TEXT_TIMEOUT_MS, OPENAI_IMAGE_TIMEOUT_MS } = env();
  return { text: OPENAI_TEXT_TIMEOUT_MS, image: OPENAI_IMAGE_TIMEOUT_MS };
}

const clients = new Map<string, OpenAI>();

/** An OpenAI-compatible server (Ollama, vLLM, a local speech server) may need no key. */
export function aiClient(capability: Capability = "text"): OpenAI {
  if (!aiConfigured(capability)) throw notConfigured();
  const { baseURL, apiKey } = aiEndpoint(capability);
  const timeout = aiTimeouts().text;
  const key = `${baseURL ?? ""}|${apiKey ?? ""}|${timeout}`;
  let client = clients.get(key);
  if (!client) {
    client = new OpenAI({ apiKey: apiKey ?? "sem-chave", baseURL, timeout, maxRetries: MAX_RETRIES });
    clients.set(key, client);
  }
  return client;
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
