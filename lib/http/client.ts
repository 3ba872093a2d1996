// Kept free of zod and other heavy modules, since every tool page ships it.
import { readApiError } from "./read-error";

export type RequestFailure = { code: string; message: string; status?: number; retryAfterSeconds?: number };
type PostResult = { ok: true; response: Response } | { ok: false; error: RequestFailure };

const clientMessages = {
  offline: "Sem conexão com a internet. Verifique sua conexão e tente de novo.",
  unreachable: "Não foi possível falar com o servidor. Tente novamente em instantes.",
  unexpected: (status: number) =>
    `O servidor respondeu com um erro inesperado (HTTP ${status}). Tente novamente em instantes.`,
} as const;

export function networkFailure(): RequestFailure {
  return navigator.onLine === false
    ? { code: "offline", message: clientMessages.offline }
    : { code: "network_error", message: clientMessages.unreachable };
}

/**
 * A form's schema, loaded with the first send rather than with the page. Offline its chunk cannot arrive: that
 * is told as the network failure it is, never a click that does nothing.
 */
export async function loadOnSend<T>(
  load: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: RequestFailure }> {
  try {
    return { ok: true, value: await load() };
  } catch {
    return { ok: false, error: networkFailure() };
  }
}

/** Failures come back as a RequestFailure with a pt-BR message; an abort through `signal` is rethrown. */
export async function postJson(
  url: string,
  body: unknown,
  {
    signal,
    method = "POST",
    headers,
  }: { signal?: AbortSignal; method?: "POST" | "PUT" | "PATCH" | "DELETE"; headers?: Record<string, string> } = {},
): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch (failure) {
    if (signal?.aborted) throw failure;
    return { ok: false, error: networkFailure() };
  }
  if (response.ok) return { ok: true, response };
  const status = response.status;
  const apiError = await readApiError(response);
  const error = apiError ?? { code: "http_error", message: clientMessages.unexpected(status) };
  const retryAfterSeconds = Number(response.headers.get("retry-after")) || undefined;
  return { ok: false, error: { ...error, status, retryAfterSeconds } };
}
