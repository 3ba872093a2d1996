import { describe, expect, it } from "vitest";
import { rateLimits } from "@/lib/http/limits";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { readStream, withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { splitStreamError } from "@/lib/http/stream-error";
import { GET, POST } from "./route";

const fake = withFakeOpenAI({ OPENAI_CHAT_MODEL: "gpt-4.1-mini" });

const product = {
  productName: "Tênis Runner X",
  mainFeatures: "leve, amortecimento, respirável",
  targetAudience: "corredores de 25 a 40 anos",
  priceRange: "R$ 399 em até 10x",
  tone: "persuasive",
};
const post = (body: unknown = product, headers?: Record<string, string>) =>
  POST(jsonRequest("/api/description", body, { headers }));
const text = "Conheça o Tênis Runner X.\n\nLeve e confortável para cada treino.";

describe("POST /api/description", () => {
  it("streams the description as plain text, with SPEC's prompt settings", async () => {
    fake().queue("chat", { kind: "ok", content: text, chunks: 6 });
    const response = await post();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-transform");
    expect(await response.text()).toBe(text);

    const [request] = fake().requests;
    expect(request.authorization).toBe("Bearer sk-test");
    expect(request.body).toMatchObject({ model: "gpt-4.1-mini", temperature: 0.7, max_tokens: 500, stream: true });
    const user = (request.body.messages as { role: string; content: string }[]).find((m) => m.role === "user")!.content;
    for (const value of ["Tênis Runner X", "leve, amortecimento", "corredores", "R$ 399", "Persuasivo"])
      expect(user).toContain(value);
  });

  it("sends the first pieces before the model has finished", async () => {
    fake().queue("chat", { kind: "ok", content: text, chunks: 6, chunkDelayMs: 150 });
    const started = Date.now();
    const response = await post();
    const reader = response.body!.getReader();
    const first = await reader.read();
    const firstAt = Date.now() - started;
    expect(new TextDecoder().decode(first.value)).toBe(text.slice(0, Math.ceil(text.length / 6)));
    while (!(await reader.read()).done);
    expect(firstAt).toBeLessThan(Date.now() - started - 400);
  });

  it("defaults the tone to professional", async () => {
    const response = await post({ ...product, tone: undefined });
    expect(response.status).toBe(200);
    await response.text();
    expect(JSON.stringify(fake().requests[0].body.messages)).toContain("Profissional");
  });

  it("sends reasoning models max_completion_tokens and no temperature", async () => {
    process.env.OPENAI_CHAT_MODEL = "gpt-6-luna";
    const response = await post();
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Resposta simulada");
    const body = fake().requests[0].body;
    expect(body).not.toHaveProperty("temperature");
    expect(body).not.toHaveProperty("max_tokens");
    expect(body.max_completion_tokens).toBeGreaterThanOrEqual(500);
  });

  it("retries once without temperature and max_tokens when an unknown model rejects them", async () => {
    process.env.OPENAI_CHAT_MODEL = "modelo-local";
    fake().queue("chat", {
      kind: "error",
      status: 400,
      code: "unsupported_parameter",
      message: "Unsupported parameter: 'temperature' is not supported with this model.",
    });
    const response = await post();
    expect(response.status).toBe(200);
    await response.text();
    expect(fake().requests).toHaveLength(2);
    expect(fake().requests[1].body).not.toHaveProperty("temperature");
  });

  it.each([
    [
      "a refused key",
      { kind: "error", status: 401, code: "invalid_api_key" },
      1,
      502,
      "upstream_error",
      "chave do serviço de IA foi recusada",
    ],
    [
      "exhausted quota",
      { kind: "error", status: 429, code: "insufficient_quota" },
      2,
      502,
      "upstream_error",
      "crédito do serviço de IA acabou",
    ],
    [
      "the provider's rate limit",
      { kind: "error", status: 429, code: "rate_limit_exceeded", headers: { "retry-after": "1" } },
      2,
      429,
      "rate_limited",
      "sobrecarregado",
    ],
    [
      "the content policy",
      { kind: "error", status: 400, code: "content_policy_violation" },
      1,
      400,
      "invalid_input",
      "política de conteúdo",
    ],
    [
      "an unknown model",
      { kind: "error", status: 404, code: "model_not_found" },
      1,
      502,
      "upstream_error",
      "modelo de IA configurado não está disponível",
    ],
    [
      "a server failure",
      { kind: "error", status: 500, code: "server_error" },
      2,
      502,
      "upstream_error",
      "falhou ao responder",
    ],
    ["a malformed answer", { kind: "malformed" }, 1, 502, "upstream_error", "formato inesperado"],
  ] as const)("maps %s to the error envelope", async (_, scenario, times, status, code, message) => {
    fake().queue("chat", scenario, times);
    const error = await errorOf(await post());
    expect(error).toMatchObject({ status, code });
    expect(error.message).toContain(message);
    expect(fake().requests).toHaveLength(times);
  });

  it("passes the provider's Retry-After on", async () => {
    fake().queue(
      "chat",
      { kind: "error", status: 429, code: "rate_limit_exceeded", headers: { "retry-after": "2" } },
      2,
    );
    expect((await post()).headers.get("retry-after")).toBe("2");
  });

  it("answers 504 when the provider never answers (one retry, then give up)", async () => {
    process.env.OPENAI_TEXT_TIMEOUT_MS = "200";
    fake().queue("chat", { kind: "hang" }, 2);
    const error = await errorOf(await post());
    expect(error).toMatchObject({ status: 504, code: "upstream_timeout" });
    expect(fake().requests).toHaveLength(2);
  });

  it("ends the body with the error envelope when the stream is cut, after what arrived", async () => {
    fake().queue("chat", { kind: "cut", afterChunks: 2, content: text });
    const response = await post();
    expect(response.status).toBe(200);
    const result = await readStream(response);
    expect(result.error).toBeUndefined();
    const { text: received, error } = splitStreamError(result.text);
    // The fake drops the connection right after its second piece, which may or may not be read first.
    expect(received.length).toBeGreaterThan(0);
    expect(text.startsWith(received)).toBe(true);
    expect(received.length).toBeLessThanOrEqual(2 * Math.ceil(text.length / 4));
    expect(error).toEqual({
      code: "upstream_error",
      message: "A conexão com o serviço de IA caiu antes de a resposta terminar. Tente novamente.",
    });
  });

  it("answers 504 when the stream stays silent before any text", async () => {
    process.env.OPENAI_TEXT_TIMEOUT_MS = "300";
    fake().queue("chat", { kind: "ok", content: text, chunks: 3, stallAfterChunks: 0 });
    expect(await errorOf(await post())).toMatchObject({ status: 504, code: "upstream_timeout" });
  });

  it("gives up on a stream that goes silent half-way, keeping what arrived", async () => {
    process.env.OPENAI_TEXT_TIMEOUT_MS = "300";
    fake().queue("chat", { kind: "ok", content: text, chunks: 3, stallAfterChunks: 1 });
    const started = Date.now();
    const { text: received, error } = splitStreamError((await readStream(await post())).text);
    expect(received).toBe(text.slice(0, Math.ceil(text.length / 3)));
    expect(error).toMatchObject({ code: "upstream_timeout" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("rejects an empty field with SPEC's message, before calling the provider", async () => {
    const error = await errorOf(await post({ ...product, targetAudience: "   " }));
    expect(error).toEqual({ status: 400, code: "invalid_input", message: "Por favor, preencha todos os campos" });
    expect(fake().requests).toHaveLength(0);
  });

  it("rejects fields over 400 characters and unknown tones", async () => {
    expect(await errorOf(await post({ ...product, productName: "x".repeat(401) }))).toMatchObject({
      status: 400,
      message: "Cada campo aceita no máximo 400 caracteres",
    });
    expect(await errorOf(await post({ ...product, tone: "pirata" }))).toMatchObject({
      status: 400,
      code: "invalid_input",
    });
  });

  it("answers 415, 413 and 400 to bodies it cannot use", async () => {
    expect(
      (await POST(jsonRequest("/api/description", product, { headers: { "content-type": "text/plain" } }))).status,
    ).toBe(415);
    expect((await post(JSON.stringify({ ...product, productName: "x".repeat(17_000) }))).status).toBe(413);
    expect(await errorOf(await post("{nope"))).toMatchObject({ status: 400, code: "invalid_input" });
    expect(fake().requests).toHaveLength(0);
  });

  it("limits each IP, without calling the provider once over the limit", async () => {
    for (let i = 0; i < rateLimits.description.points; i++) await (await post()).text();
    const response = await post();
    expect(await errorOf(response.clone())).toMatchObject({ status: 429, code: "rate_limited" });
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(fake().requests).toHaveLength(rateLimits.description.points);
    expect((await post(product, { "x-peer-address": "198.51.100.9" })).status).toBe(200);
  });

  it("answers 503 when no provider is configured", async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    const error = await errorOf(await post());
    expect(error).toMatchObject({ status: 503, code: "not_configured" });
    // The setup advice is for the server's log; the answer is for visitors.
    expect(error.message).toBe(
      "Este recurso de IA está indisponível no momento. Fale com a nossa equipe para uma demonstração.",
    );
  });

  it("answers 405 to other methods", async () => {
    expect((await errorOf(GET())).status).toBe(405);
  });
});
