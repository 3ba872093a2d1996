import { describe, expect, it } from "vitest";
import { rateLimits } from "@/lib/http/limits";
import { looksLikeMp3 } from "@/lib/speech/pcm-to-mp3";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { mp3Duration } from "@/lib/speech/mp3";
import { POST, PUT } from "./route";

const fake = withFakeOpenAI({ OPENAI_TTS_MODEL: "gpt-4o-mini-tts" });
const post = (body: unknown = { text: "Olá, mundo!", voice: "nova" }) => POST(jsonRequest("/api/speech", body));

async function audioOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("audio/mpeg");
  const audio = new Uint8Array(await response.arrayBuffer());
  expect(looksLikeMp3(audio)).toBe(true);
  expect(Number(response.headers.get("content-length"))).toBe(audio.length);
  return audio;
}

describe("POST /api/speech", () => {
  it("speaks with the provider's /v1/audio/speech when the model is not a Realtime one", async () => {
    const response = await post();
    await audioOf(response);
    expect(response.headers.get("x-speech-engine")).toBe("audio-speech");
    expect(fake().requests[0].body).toEqual({
      model: "gpt-4o-mini-tts",
      voice: "nova",
      input: "Olá, mundo!",
      response_format: "mp3",
      speed: 1,
    });
  });

  it("speaks offline with espeak-ng when no provider is configured", async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    const response = await post({ text: "Olá, tudo bem com você?", voice: "onyx" });
    const audio = await audioOf(response);
    expect(response.headers.get("x-speech-engine")).toBe("offline");
    expect(audio.length).toBeGreaterThan(5_000);
    expect(fake().requests).toHaveLength(0);
  });

  it.each([
    ["has no speech model", { kind: "error", status: 404, code: "model_not_found" }, 1],
    ["has no such path", { kind: "error", status: 404 }, 1],
    ["refuses the method", { kind: "error", status: 405 }, 1],
    // The SDK tries a 5xx twice.
    ["does not implement speech", { kind: "error", status: 501 }, 2],
    ["answers something that is not audio", { kind: "malformed" }, 1],
  ] as const)("falls back to the offline voice when the provider %s, and remembers it", async (_, scenario, tries) => {
    fake().queue("speech", scenario, tries);
    const response = await post();
    await audioOf(response);
    expect(response.headers.get("x-speech-engine")).toBe("offline");
    // The next request does not probe the provider again.
    const again = await post();
    await audioOf(again);
    expect(again.headers.get("x-speech-engine")).toBe("offline");
    expect(fake().requests).toHaveLength(tries);
  });

  it.each([
    ["a refused key", { kind: "error", status: 401, code: "invalid_api_key" }, 1, 502, "chave"],
    ["exhausted quota", { kind: "error", status: 429, code: "insufficient_quota" }, 2, 502, "crédito"],
    [
      "the provider's rate limit",
      { kind: "error", status: 429, code: "rate_limit_exceeded", headers: { "retry-after": "1" } },
      2,
      429,
      "sobrecarregado",
    ],
    ["a bad request", { kind: "error", status: 400, code: "invalid_value" }, 1, 502, "falhou ao responder"],
    [
      "a provider outage with Retry-After",
      { kind: "error", status: 503, headers: { "retry-after": "1" } },
      2,
      502,
      "falhou ao responder",
    ],
  ] as const)("reports %s instead of falling back", async (_, scenario, times, status, message) => {
    fake().queue("speech", scenario, times);
    const error = await errorOf(await post());
    expect(error.status).toBe(status);
    expect(error.message).toContain(message);
  });

  it.each([
    ["WAV", "wav"],
    ["raw PCM (audio/pcm, 24 kHz)", "pcm"],
  ] as const)("converts a compatible server's %s answer to MP3", async (_, audio) => {
    fake().queue("speech", { kind: "ok", audio });
    const response = await post();
    const { seconds, sampleRate } = mp3Duration(await audioOf(response));
    expect(response.headers.get("x-speech-engine")).toBe("audio-speech");
    expect(sampleRate).toBe(24_000);
    // The fake's answer is one second of tone; the encoder adds at most a frame or two.
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThan(1.1);
  });

  it("names an audio format it cannot convert, without inviting a retry", async () => {
    fake().queue("speech", { kind: "ok", audio: "ogg" });
    const error = await errorOf(await post());
    expect(error).toEqual({
      status: 502,
      code: "upstream_error",
      message:
        "O serviço de voz respondeu em um formato de áudio que o site não converte em MP3 (audio/ogg). " +
        "Avise o responsável pelo site.",
    });
    expect(fake().requests).toHaveLength(1);
  });

  it("answers 504 when the provider never answers", async () => {
    process.env.OPENAI_TEXT_TIMEOUT_MS = "200";
    fake().queue("speech", { kind: "hang" }, 2);
    expect(await errorOf(await post())).toMatchObject({ status: 504, code: "upstream_timeout" });
  });

  it("validates with SPEC's messages", async () => {
    expect(await errorOf(await post({ text: "  ", voice: "alloy" }))).toEqual({
      status: 400,
      code: "invalid_input",
      message: "Por favor, insira um texto",
    });
    expect(await errorOf(await post({ text: "a".repeat(151), voice: "alloy" }))).toEqual({
      status: 400,
      code: "invalid_input",
      message: "O texto excede o limite de 150 caracteres",
    });
    expect(await errorOf(await post({ text: "oi", voice: "marin" }))).toMatchObject({
      status: 400,
      code: "invalid_input",
    });
    expect((await POST(jsonRequest("/api/speech", "{}", { headers: { "content-type": "text/plain" } }))).status).toBe(
      415,
    );
    expect((await post(JSON.stringify({ text: "x".repeat(40_000), voice: "alloy" }))).status).toBe(413);
    expect(fake().requests).toHaveLength(0);
  });

  it("asks /v1/audio/speech for the chosen speed", async () => {
    await audioOf(await post({ text: "Oi", speed: 1.5 }));
    await audioOf(await post({ text: "Oi", speed: 0.75 }));
    expect(fake().requests.map((request) => request.body.speed)).toEqual([1.5, 0.75]);
  });

  it("defaults the voice to alloy", async () => {
    await audioOf(await post({ text: "Oi" }));
    expect(fake().requests[0].body.voice).toBe("alloy");
  });

  it("limits each IP", async () => {
    for (let i = 0; i < rateLimits.speech.points; i++) expect((await post()).status).toBe(200);
    expect(await errorOf(await post())).toMatchObject({ status: 429, code: "rate_limited" });
    expect(fake().requests).toHaveLength(rateLimits.speech.points);
  });

  it("answers 405 to other methods", async () => {
    expect(PUT().status).toBe(405);
  });
});
