import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { parseCaptions } from "@/lib/speech/captions";
import { mp3Duration } from "@/lib/speech/mp3";
import { newUser, sessionCookieFor } from "@/test-support/auth";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { POST } from "./route";

/** Several voices in one MP3: "nova: ..." and "onyx: ..." lines, for accounts. */
const fake = withFakeOpenAI({ OPENAI_TTS_MODEL: "gpt-4o-mini-tts" });
const SCRIPT = "nova: Olá, eu sou a Nova.\nonyx: E eu sou o Onyx.\nNova: Juntos num só áudio.";
const post = (body: unknown, cookie?: string) =>
  POST(jsonRequest("/api/speech", body, { headers: cookie ? { cookie } : {} }));

describe("POST /api/speech with a script of several voices", () => {
  beforeAll(() => getDb(), 60_000);

  it("speaks each line with its voice into one MP3, with captions that follow it", async () => {
    const cookie = await sessionCookieFor(await newUser());
    const response = await post({ text: SCRIPT, captions: "srt" }, cookie);
    expect(response.status).toBe(200);
    const { audio, captions } = (await response.json()) as { audio: string; captions: string };
    const speech = fake().requests.filter((request) => request.endpoint === "speech");
    expect(speech.map((request) => [request.body.voice, request.body.input])).toEqual([
      ["nova", "Olá, eu sou a Nova."],
      ["onyx", "E eu sou o Onyx."],
      ["nova", "Juntos num só áudio."],
    ]);
    const cues = parseCaptions(captions);
    expect(cues.map((cue) => cue.text)).toEqual(["Olá, eu sou a Nova.", "E eu sou o Onyx.", "Juntos num só áudio."]);
    const { seconds } = mp3Duration(Buffer.from(audio, "base64"));
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(seconds);
    expect(cues[1].start).toBeGreaterThanOrEqual(cues[0].end);
  });

  it("refuses a script naming an unknown voice, and a script from an anonymous visitor", async () => {
    const cookie = await sessionCookieFor(await newUser());
    expect(await errorOf(await post({ text: "nova: Oi.\nmarin: Olá.", captions: "srt" }, cookie))).toEqual({
      status: 400,
      code: "invalid_input",
      message: 'O roteiro usa a voz "marin", que não existe. Use uma destas: alloy, echo, fable, onyx, nova, shimmer.',
    });
    expect(await errorOf(await post({ text: "nova: Oi.\nonyx: Olá." }))).toEqual({
      status: 400,
      code: "invalid_input",
      message: "Roteiros com várias vozes são para contas: entre na sua conta para usar vozes diferentes por linha.",
    });
    expect(fake().requests).toHaveLength(0);
  });
});
