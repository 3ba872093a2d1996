/** Builders for the Requests that route-handler tests pass to exported handlers. */
export function jsonRequest(
  url: string,
  body: unknown,
  init: { headers?: Record<string, string>; method?: string } = {},
) {
  return new Request(new URL(url, "http://127.0.0.1:3000"), {
    method: init.method ?? "POST",
    headers: { "content-type": "application/json", "x-peer-address": "203.0.113.7", ...init.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, ...body.error };
}
