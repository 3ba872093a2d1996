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

  /** A two-voice dialogue of `lines` short lines (400 fit the 4.000 characters), `perTurn` lines a voice. */
  const dialogue = (lines: number, perTurn = 1) =>
    Array.from({ length: lines }, (_, i) => {
      const voice = Math.floor(i / perTurn) % 2 ? "onyx" : "nova";
      return `${i % perTurn ? "" : `${voice}: `}Oi.`;
    }).join("\n");
  const speechCalls = () => fake().requests.filter((request) => request.endpoint === "speech").length;

  it("merges the lines of a voice that goes on speaking, named again or not, into one turn", async () => {
    const cookie = await sessionCookieFor(await newUser());
    const text = "nova: Olá.\nnova: Tudo bem?\nonyx: Tudo.\nonyx: E você?\nE a família?";
    const response = await post({ text }, cookie);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const speech = fake().requests.filter((request) => request.endpoint === "speech");
    expect(speech.map((request) => [request.body.voice, request.body.input])).toEqual([
      ["nova", "Olá.\nTudo bem?"],
      ["onyx", "Tudo.\nE você?\nE a família?"],
    ]);
  });

  it("answers a 400-line two-voice script with captions within 60 speech calls, or with a clear 400 before any", async () => {
    const cookie = await sessionCookieFor(await newUser());
    for (const perTurn of [1, 10]) {
      const response = await post({ text: dialogue(400, perTurn), captions: "srt" }, cookie);
      if (response.status === 200) await response.arrayBuffer();
      else
        expect(await errorOf(response)).toMatchObject({
          status: 400,
          code: "invalid_input",
          message: expect.stringMatching(/o limite é (40 falas|60 partes)/),
        });
      expect(speechCalls(), `${perTurn} linhas por fala`).toBeLessThanOrEqual(60);
      fake().requests.length = 0;
    }
    // Alternating voices on every line: 400 turns, over the cap the page states.
    expect(await errorOf(await post({ text: dialogue(400), captions: "srt" }, cookie))).toEqual({
      status: 400,
      code: "invalid_input",
      message:
        "O roteiro tem 400 falas, e o limite é 40 falas: cada troca de voz começa uma fala. Junte as falas ou divida o roteiro em partes.",
    });
    expect(speechCalls()).toBe(0);
    // Forty spoken turns encoded into one MP3 with captions: 8 s on a quiet 2-core machine, over 30 s (vitest's
    // default) when CI's other stages share the cores.
  }, 120_000);
});
