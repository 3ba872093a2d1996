import { describe, expect, it } from "vitest";
import { rateLimits } from "@/lib/http/limits";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import type { DescriptionResult } from "@/lib/validation/description";
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
const version = (n: number, extra: Record<string, unknown> = {}) => ({
  title: `Tênis Runner X ${n}`,
  seoTitle: `Tênis Runner X: leve e amortecido ${n}`,
  metaDescription: `Corra mais leve com o Runner X ${n}. Compre em até 10x.`,
  highlights: ["Leve", "Amortecido", "Respirável"],
  html: `<h2>Runner X ${n}</h2><p>Conforto em <strong>cada</strong> treino.</p><ul><li>Leve</li><li>Respirável</li></ul>`,
  caption: `Bora correr? 🏃 Runner X ${n} #corrida #treino`,
  ...extra,
});
const answer = (...versions: Record<string, unknown>[]) => ({ versions });

describe("POST /api/description", () => {
  it("asks for strict structured output and answers three versions with every channel", async () => {
    fake().queue("chat", { kind: "ok", json: answer(version(1), version(2), version(3)) });
    const response = await post();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const { versions } = (await response.json()) as DescriptionResult;
    expect(versions).toHaveLength(3);
    expect(versions[1]).toEqual({
      title: "Tênis Runner X 2",
      seoTitle: "Tênis Runner X: leve e amortecido 2",
      metaDescription: "Corra mais leve com o Runner X 2. Compre em até 10x.",
      highlights: ["Leve", "Amortecido", "Respirável"],
      html: "<h2>Runner X 2</h2><p>Conforto em <strong>cada</strong> treino.</p><ul><li>Leve</li><li>Respirável</li></ul>",
      mercadoLivre: "Runner X 2\n\nConforto em cada treino.\n\n• Leve\n• Respirável",
      social: "Bora correr? 🏃 Runner X 2 #corrida #treino",
    });

    const [request] = fake().requests;
    expect(request.authorization).toBe("Bearer sk-test");
    expect(request.body).toMatchObject({ model: "gpt-4.1-mini", temperature: 0.7, max_tokens: 3000 });
    expect(request.body.stream).toBeFalsy();
    const format = request.body.response_format as {
      type: string;
      json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
    };
    expect(format.type).toBe("json_schema");
    expect(format.json_schema.strict).toBe(true);
    const schema = format.json_schema.schema as {
      required: string[];
      additionalProperties: boolean;
      properties: { versions: { items: { required: string[]; additionalProperties: boolean } } };
    };
    expect(schema).toMatchObject({ type: "object", required: ["versions"], additionalProperties: false });
    expect(schema.properties.versions.items.additionalProperties).toBe(false);
    expect(schema.properties.versions.items.required.sort()).toEqual(
      ["caption", "highlights", "html", "metaDescription", "seoTitle", "title"].sort(),
    );
    const user = (request.body.messages as { role: string; content: string }[]).find((m) => m.role === "user")!.content;
    for (const value of ["Tênis Runner X", "leve, amortecimento", "corredores", "R$ 399", "Persuasivo"])
      expect(user).toContain(value);
  });

  it("asks once more when the reply is not the schema's JSON, and answers the second", async () => {
    fake().queue("chat", { kind: "ok", content: "Claro! Aqui está: {versions: [" });
    fake().queue("chat", { kind: "ok", json: answer(version(1), version(2), version(3)) });
    const response = await post();
    expect(response.status).toBe(200);
    expect(((await response.json()) as DescriptionResult).versions[0].title).toBe("Tênis Runner X 1");
    expect(fake().requests).toHaveLength(2);
  });

  it.each([
    ["text that is not JSON", { content: "Aqui estão as descrições..." }],
    ["two versions instead of three", { json: answer(version(1), version(2)) }],
    [
      "a version missing its SEO title",
      { json: answer(version(1), version(2), { ...version(3), seoTitle: undefined }) },
    ],
    [
      "a store page that is only a script",
      { json: answer(version(1), version(2), version(3, { html: "<script>x()</script>" })) },
    ],
  ])("answers 502 in pt-BR after two replies with %s", async (_, reply) => {
    fake().queue("chat", { kind: "ok", ...reply }, 2);
    const error = await errorOf(await post());
    expect(error).toEqual({
      status: 502,
      code: "upstream_error",
      message: "O serviço de IA respondeu em um formato inesperado. Tente novamente.",
    });
    expect(fake().requests).toHaveLength(2);
  });

  it("keeps only safe markup and the limits, whatever hostile JSON the model sends", async () => {
    const hostile = version(1, {
      title: "<img src=x onerror=alert(1)>Runner <b>X</b>",
      seoTitle: "Tênis de corrida Runner X ultraleve com amortecimento responsivo e cabedal respirável",
      metaDescription: "Descubra o Runner X. ".repeat(12),
      highlights: ["<script>alert(1)</script>Leve", "Amortecido", "<a href='javascript:alert(1)'>Respirável</a>"],
      html:
        '<h2 onclick="steal()" style="color:red">Runner X</h2><script>fetch("//evil")</script>' +
        '<p>Veja <a href="javascript:alert(1)">aqui</a> <iframe src="//evil"></iframe><em>agora</em></p>' +
        '<div><ul><li><strong><span class="x">Leve</span></strong></li></ul></div><img src=x onerror=alert(1)>',
      caption: `<b>Oi</b> ${"🏃 corrida ".repeat(400)}#treino`,
      extra: "ignored",
    });
    fake().queue("chat", { kind: "ok", json: { versions: [hostile, version(2), version(3)], __proto__x: 1 } });
    const response = await post();
    expect(response.status).toBe(200);
    const [first] = ((await response.json()) as DescriptionResult).versions;
    expect(first.html).toBe("<h2>Runner X</h2><p>Veja aqui <em>agora</em></p><ul><li><strong>Leve</strong></li></ul>");
    expect(first.title).toBe("Runner X");
    expect(first.highlights).toEqual(["Leve", "Amortecido", "Respirável"]);
    expect(first.seoTitle).toBe("Tênis de corrida Runner X ultraleve com amortecimento");
    expect(first.metaDescription.length).toBeLessThanOrEqual(155);
    // Cut at a word boundary: what is left is a prefix of the model's text followed by a space.
    expect("Descubra o Runner X. ".repeat(12).startsWith(`${first.metaDescription} `)).toBe(true);
    expect(first.metaDescription.length).toBeGreaterThan(140);
    expect(first.social.length).toBeLessThanOrEqual(2200);
    expect(first.social.startsWith("Oi 🏃 corrida")).toBe(true);
    expect(first.mercadoLivre).not.toMatch(/[<>]/);
    expect(first).not.toHaveProperty("extra");
    expect(fake().requests).toHaveLength(1);
  });

  it("defaults the tone to professional", async () => {
    const response = await post({ ...product, tone: undefined });
    expect(response.status).toBe(200);
    await response.json();
    expect(JSON.stringify(fake().requests[0].body.messages)).toContain("Profissional");
  });

  it("sends reasoning models max_completion_tokens and no temperature", async () => {
    process.env.OPENAI_CHAT_MODEL = "gpt-6-luna";
    const response = await post();
    expect(response.status).toBe(200);
    expect(((await response.json()) as DescriptionResult).versions).toHaveLength(3);
    const body = fake().requests[0].body;
    expect(body).not.toHaveProperty("temperature");
    expect(body).not.toHaveProperty("max_tokens");
    expect(body.max_completion_tokens).toBeGreaterThanOrEqual(3000);
    expect(body.response_format).toMatchObject({ type: "json_schema" });
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
    await response.json();
    expect(fake().requests).toHaveLength(2);
    expect(fake().requests[1].body).not.toHaveProperty("temperature");
    expect(fake().requests[1].body.response_format).toMatchObject({ type: "json_schema" });
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
    for (let i = 0; i < rateLimits.description.points; i++) expect((await post()).status).toBe(200);
    const response = await post();
    expect(await errorOf(response.clone())).toMatchObject({ status: 429, code: "rate_limited" });
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(fake().requests).toHaveLength(rateLimits.description.points);
    expect((await post(product, { "x-peer-address": "198.51.100.9" })).status).toBe(200);
  });

  it("counts the hourly cap per product too, on its own row of the limits table", () => {
    expect(rateLimits.descriptionHour.points).toBeGreaterThanOrEqual(50);
    expect(rateLimits.descriptionHour.durationSeconds).toBe(3600);
  });

  it("queues calls to the provider per instance and answers 503 with Retry-After when the line is full", async () => {
    process.env.DESCRIPTION_MAX_CONCURRENT = "1";
    fake().queue("chat", { kind: "ok", delayMs: 150 }, 5);
    const clients = Array.from({ length: 6 }, (_, i) => `198.51.100.${i + 10}`);
    const responses = await Promise.all(clients.map((ip) => post(product, { "x-peer-address": ip })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 503]);
    const refused = responses.find((response) => response.status === 503)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await errorOf(refused)).toMatchObject({
      code: "service_unavailable",
      message: expect.stringContaining("Tente novamente"),
    });
    expect(fake().requests).toHaveLength(5);
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
