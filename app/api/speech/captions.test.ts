import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { CAPTION_LINE_MAX, parseCaptions } from "@/lib/speech/captions";
import { mp3Duration } from "@/lib/speech/mp3";
import { newUser, sessionCookieFor } from "@/test-support/auth";
import { cueGaps } from "@/test-support/audio-timing";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { POST } from "./route";

/** Subtitles with every engine: each cue's start and end within 150 ms of the voice it shows, in the MP3 itself. */
const fake = withFakeOpenAI();
const TEXT =
  "Bom dia! Hoje vamos falar de subtítulos. Cada frase aparece na tela quando a voz a fala, " +
  "nem antes nem depois. Uma frase comprida, com vírgulas e muitas palavras, é cortada em partes menores. " +
  "Fim.";
const post = (body: unknown, cookie?: string) =>
  POST(jsonRequest("/api/speech", body, { headers: cookie ? { cookie } : {} }));

async function captioned(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const { audio, captions } = (await response.json()) as { audio: string; captions: string };
  const mp3 = Buffer.from(audio, "base64");
  mp3Duration(mp3); // a clean MP3
  return { mp3, captions, cues: parseCaptions(captions) };
}

async function expectInStep(mp3: Buffer, cues: ReturnType<typeof parseCaptions>) {
  expect(cues.length).toBeGreaterThan(2);
  for (const cue of cues) {
    const lines = cue.text.split("\n");
    expect(lines.length).toBeLessThanOrEqual(2);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(CAPTION_LINE_MAX);
  }
  // Every word of the text is shown, in order.
  expect(cues.map((cue) => cue.text.replace(/\n/g, " ")).join(" ")).toBe(TEXT);
  for (const { startGap, endGap } of await cueGaps(mp3, cues)) {
    expect(startGap).toBeLessThanOrEqual(0.15);
    expect(endGap).toBeLessThanOrEqual(0.15);
  }
}

describe("POST /api/speech with captions", () => {
  beforeAll(() => getDb(), 60_000);
  let cookie: string;
  beforeAll(async () => {
    cookie = await sessionCookieFor(await newUser());
  });

  it("answers the offline voice's MP3 and SubRip in step with it", async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    const response = await post({ text: TEXT, captions: "srt" }, cookie);
    expect(response.headers.get("x-speech-engine")).toBe("offline");
    const { mp3, captions, cues } = await captioned(response);
    expect(captions).toMatch(/^1\n00:00:00,\d{3} --> 00:00:0\d,\d{3}\nBom dia!/);
    await expectInStep(mp3, cues);
  }, 120_000);

  it("times /v1/audio/speech's cues from the WAV it asks for", async () => {
    process.env.OPENAI_TTS_MODEL = "gpt-4o-mini-tts";
    const response = await post({ text: TEXT, captions: "vtt", voice: "nova" }, cookie);
    expect(response.headers.get("x-speech-engine")).toBe("audio-speech");
    const { mp3, captions, cues } = await captioned(response);
    expect(captions.startsWith("WEBVTT\n\n1\n00:00:00.")).toBe(true);
    const asked = fake().requests.filter((request) => request.endpoint === "speech");
    // The cues of one voice are read in parts (fewer calls than cues), each timed from its WAV.
    expect(asked.length).toBeLessThan(cues.length);
    expect(asked.map((request) => request.body.response_format)).toEqual(Array(asked.length).fill("wav"));
    await expectInStep(mp3, cues);
  }, 60_000);

  it("times Realtime's cues from the audio it streams", async () => {
    process.env.OPENAI_TTS_MODEL = "gpt-realtime-2.1-mini";
    fake().queue("realtime", { kind: "ok", paced: true }, 20);
    const response = await post({ text: TEXT, captions: "srt" }, cookie);
    expect(response.headers.get("x-speech-engine")).toBe("realtime");
    const { mp3, cues } = await captioned(response);
    await expectInStep(mp3, cues);
  }, 60_000);

  it("refuses captions for a text over the limit, and an unknown format, with pt-BR messages", async () => {
    expect(await errorOf(await post({ text: "a".repeat(151), captions: "srt" }))).toEqual({
      status: 400,
      code: "invalid_input",
      message: "O texto excede o limite de 150 caracteres",
    });
    expect(await errorOf(await post({ text: "Oi", captions: "ass" }))).toEqual({
      status: 400,
      code: "invalid_input",
      message: 'Peça as legendas como "srt" ou "vtt".',
    });
  });
});
