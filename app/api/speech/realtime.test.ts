import { describe, expect, it } from "vitest";
import { voices } from "@/lib/validation/speech";
import { errorOf, jsonRequest } from "@/test-support/requests";
import type { Scenario } from "@/test-support/fakes/openai-server";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { mp3Duration } from "@/lib/speech/mp3";
import { POST } from "./route";

/** Speech through OpenAI's Realtime API (the default speech model), against the fake's WebSocket server. */
const fake = withFakeOpenAI({ OPENAI_TTS_MODEL: "gpt-realtime-2.1-mini" });
const text = "Bom dia! Este texto tem quarenta letras.";
const post = (body: unknown = { text, voice: "nova" }) => POST(jsonRequest("/api/speech", body));
const sessions = () => fake().requests.filter((request) => request.endpoint === "realtime");
type Event = { type: string; session?: Record<string, unknown>; item?: Record<string, unknown> };

async function mp3Of(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("audio/mpeg");
  return new Uint8Array(await response.arrayBuffer());
}

describe("POST /api/speech with a realtime model", () => {
  it("reads the text verbatim in pt-BR with the chosen voice into a playable MP3 of the whole stream", async () => {
    const response = await post();
    const { seconds, sampleRate } = mp3Duration(await mp3Of(response));
    expect(response.headers.get("x-speech-engine")).toBe("realtime");
    // The fake speaks 50 ms per character, in 100 ms deltas: 2 s means every delta made it into the file.
    expect(sampleRate).toBe(24_000);
    expect(seconds).toBeGreaterThan(text.length * 0.05 - 0.05);
    expect(seconds).toBeLessThan(text.length * 0.05 + 0.15);

    const [session] = sessions();
    expect(session.body.model).toBe("gpt-realtime-2.1-mini");
    expect(session.authorization).toBe("Bearer sk-test");
    const events = session.body.events as Event[];
    const types = events.map((event) => event.type);
    expect(types).toEqual(["session.update", "conversation.item.create", "response.create"]);
    expect(events[0].session).toMatchObject({
      type: "realtime",
      output_modalities: ["audio"],
      instructions: expect.stringMatching(/exatamente como está escrito.*português do Brasil/),
      audio: { output: { format: { type: "audio/pcm", rate: 24_000 }, voice: "marin", speed: 1 } },
    });
    expect(events[1].item).toEqual({ type: "message", role: "user", content: [{ type: "input_text", text }] });
  });

  it("reads at speed 1.5 in at most 75% of the time of speed 1 (session.audio.output.speed)", async () => {
    const normal = mp3Duration(await mp3Of(await post({ text, speed: 1 }))).seconds;
    const fast = mp3Duration(await mp3Of(await post({ text, speed: 1.5 }))).seconds;
    expect(fast).toBeLessThanOrEqual(normal * 0.75);
    type Session = { audio: { output: { speed: number } } };
    const speeds = sessions().map((s) => ((s.body.events as Event[])[0].session as Session).audio.output.speed);
    expect(speeds).toEqual([1, 1.5]);
  });

  it("speaks every voice the page offers (Realtime has no fable, onyx or nova of its own)", async () => {
    for (const { value } of voices) await mp3Of(await post({ text: "Oi", voice: value }));
    type Session = { audio: { output: { voice: string } } };
    const chosen = sessions().map((s) => ((s.body.events as Event[])[0].session as Session).audio.output.voice);
    expect(chosen).toEqual(["alloy", "echo", "ballad", "cedar", "marin", "shimmer"]);
  });

  it("tries once more when the socket drops mid-stream", async () => {
    fake().queue("realtime", { kind: "cut", afterChunks: 3 });
    mp3Duration(await mp3Of(await post()));
    expect(sessions()).toHaveLength(2);
  });

  const refusedModel = { kind: "event-error", code: "invalid_model", message: "Not supported in realtime mode." };
  const failed = { kind: "response-failed", status: "failed", code: "server_error" };
  const codes: Record<number, string> = { 400: "invalid_input", 429: "rate_limited", 502: "upstream_error" };
  it.each([
    ["a socket that drops twice", { kind: "cut", afterChunks: 2 }, 2, 502, "Não foi possível conectar ao serviço"],
    ["a refused key (handshake 401)", { kind: "error", status: 401, code: "invalid_api_key" }, 1, 502, "chave"],
    ["a refused key (error event)", { kind: "event-error", code: "invalid_api_key" }, 1, 502, "chave"],
    ["exhausted quota", { kind: "event-error", code: "insufficient_quota" }, 2, 502, "crédito"],
    ["the provider's rate limit", { kind: "event-error", code: "rate_limit_exceeded" }, 2, 429, "sobrecarregado"],
    ["a filtered response", { kind: "response-failed", status: "incomplete" }, 1, 400, "política de conteúdo"],
  ] as const)("maps %s to the envelope", async (_, scenario, attempts, status, message) => {
    fake().queue("realtime", scenario as Scenario, attempts);
    const error = await errorOf(await post());
    expect(error).toMatchObject({ status, code: codes[status] });
    expect(error.message).toContain(message);
    expect(sessions()).toHaveLength(attempts);
  });

  it("stops listening to a server that streams far more audio than the text could take", async () => {
    fake().queue("realtime", { kind: "ok", audioMs: 125_000 });
    const error = await errorOf(await post());
    expect(error).toMatchObject({ status: 502, message: expect.stringContaining("formato inesperado") });
    expect(sessions()).toHaveLength(1);
  });

  it("answers 504 when the session never answers, after one retry", async () => {
    process.env.OPENAI_TEXT_TIMEOUT_MS = "300";
    fake().queue("realtime", { kind: "hang" }, 2);
    expect(await errorOf(await post())).toMatchObject({ status: 504, code: "upstream_timeout" });
    expect(sessions()).toHaveLength(2);
  });

  it.each([
    ["a server without a Realtime endpoint (404 at the handshake)", { kind: "error", status: 404, code: "not_found" }],
    ["a refused upgrade (400 at the handshake)", { kind: "error", status: 400 }],
    ["a refused upgrade (426 at the handshake)", { kind: "error", status: 426 }],
    ["a method the server does not serve (405)", { kind: "error", status: 405 }],
    ["a model that no longer exists", { kind: "event-error", code: "model_not_found" }],
    ["a response without audio", { kind: "malformed" }],
    ["a refused model (an error event before any audio)", refusedModel],
    ["a response that failed before any audio (after one retry)", failed, 2],
    [
      "a server that accepts the WebSocket and at once sends an error event (aimock without a realtime fixture)",
      { kind: "event-error", code: "no_fixture", atOpen: true, message: "No fixture matched" },
    ],
  ] as const)("falls back to /v1/audio/speech for %s, and remembers it", async (_, scenario, tries?: number) => {
    const attempts = tries ?? 1;
    fake().queue("realtime", scenario as Scenario, attempts);
    const response = await post({ text: "Olá", voice: "alloy" });
    mp3Duration(await mp3Of(response));
    expect(response.headers.get("x-speech-engine")).toBe("audio-speech");
    const speech = fake().requests.filter((request) => request.endpoint === "speech");
    expect(speech.map((request) => request.body.model)).toEqual(["gpt-4o-mini-tts"]);
    const again = await post({ text: "Olá de novo", voice: "alloy" });
    expect(again.headers.get("x-speech-engine")).toBe("audio-speech");
    expect(sessions()).toHaveLength(attempts);
  });

  it("falls back to the offline voice when the provider has neither Realtime nor /v1/audio/speech", async () => {
    fake().queue("realtime", { kind: "error", status: 404 });
    fake().queue("speech", { kind: "error", status: 404 });
    const response = await post({ text: "Olá", voice: "alloy" });
    mp3Duration(await mp3Of(response));
    expect(response.headers.get("x-speech-engine")).toBe("offline");
  });

  it("falls back to the offline voice when Realtime sends an error event and /v1/audio/speech has no fixture", async () => {
    fake().queue("realtime", { kind: "event-error", code: "no_fixture", atOpen: true });
    fake().queue("speech", { kind: "error", status: 404, message: "No fixture matched" });
    const response = await post({ text: "Olá", voice: "alloy" });
    mp3Duration(await mp3Of(response));
    expect(response.headers.get("x-speech-engine")).toBe("offline");
  });

  it("does not fall back on errors that are the provider's for now (429) or the key's (401)", async () => {
    fake().queue("realtime", { kind: "error", status: 401 });
    expect((await post()).status).toBe(502);
    fake().queue("realtime", { kind: "error", status: 429 }, 2);
    expect((await post()).status).toBe(429);
    fake().queue("realtime", { kind: "event-error", code: "invalid_api_key", atOpen: true });
    expect((await post()).status).toBe(502);
    fake().queue("realtime", { kind: "event-error", code: "rate_limit_exceeded", atOpen: true }, 2);
    expect((await post()).status).toBe(429);
    expect(fake().requests.filter((request) => request.endpoint === "speech")).toHaveLength(0);
  });
});
