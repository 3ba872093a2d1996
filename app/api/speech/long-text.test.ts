import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { newUser, sessionCookieFor } from "@/test-support/auth";
import { mp3Duration } from "@/lib/speech/mp3";
import { POST } from "./route";
import { prose } from "@/test-support/prose";

async function signedIn() {
  const user = await newUser();
  return sessionCookieFor(user);
}

const post = (body: unknown, cookie?: string, ip = "203.0.113.50") =>
  POST(jsonRequest("/api/speech", body, { headers: { ...(cookie ? { cookie } : {}), "x-peer-address": ip } }));

describe("POST /api/speech: long texts for accounts (offline voice)", () => {
  beforeAll(() => getDb(), 60_000);

  it("keeps the 150-character limit and SPEC's message for anonymous visitors", async () => {
    expect(await errorOf(await post({ text: prose(151) }))).toEqual({
      status: 400,
      code: "invalid_input",
      message: "O texto excede o limite de 150 caracteres",
    });
  });

  it("refuses 4.001 characters to a signed-in visitor, naming the limit", async () => {
    const cookie = await signedIn();
    const error = await errorOf(await post({ text: "a".repeat(4001) }, cookie));
    expect(error).toMatchObject({ status: 400, code: "invalid_input" });
    expect(error.message).toContain("4.000 caracteres");
  });

  it.each([
    ["a string", "1.5"],
    ["too slow", 0.5],
    ["too fast", 2],
  ])("refuses a speed that is %s with a pt-BR message", async (_, speed) => {
    expect(await errorOf(await post({ text: "Olá", speed }))).toEqual({
      status: 400,
      code: "invalid_input",
      message: "Escolha uma velocidade entre 0,75 e 1,5",
    });
  });

  it("streams 4.000 characters as one continuous MP3 of at least 150 s", async () => {
    const cookie = await signedIn();
    const text = prose(4000);
    expect(text.length).toBe(4000);
    const response = await post({ text }, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/mpeg");
    expect(response.headers.get("x-speech-engine")).toBe("offline");
    // Streamed: the length is not known when the first piece leaves.
    expect(response.headers.get("content-length")).toBeNull();
    const reader = response.body!.getReader();
    const parts: Uint8Array[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parts.push(value);
    }
    expect(parts.length).toBeGreaterThan(5);
    const { seconds } = mp3Duration(Buffer.concat(parts));
    expect(seconds).toBeGreaterThanOrEqual(150);
  }, 240_000);

  it("stops reading when the client goes away", async () => {
    const cookie = await signedIn();
    const controller = new AbortController();
    const request = new Request("http://127.0.0.1:3000/api/speech", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "x-peer-address": "203.0.113.51" },
      body: JSON.stringify({ text: prose(3000) }),
      signal: controller.signal,
    });
    process.env.SPEECH_WORKERS = "1";
    process.env.SPEECH_QUEUE = "0";
    try {
      const response = await POST(request);
      const reader = response.body!.getReader();
      await reader.read();
      controller.abort();
      await reader.cancel();
      // The pool's only place is free again at once: the rest of the text is not read.
      const next = await post({ text: "Oi." }, undefined, "203.0.113.52");
      expect(next.status).toBe(200);
    } finally {
      delete process.env.SPEECH_WORKERS;
      delete process.env.SPEECH_QUEUE;
    }
  });

  it("answers 429 naming when the daily quota comes back", async () => {
    process.env.SPEECH_DAILY_CHARS = "500";
    try {
      const cookie = await signedIn();
      const first = await post({ text: prose(300) }, cookie);
      expect(first.status).toBe(200);
      await first.arrayBuffer();
      const error = await errorOf(await post({ text: prose(300) }, cookie, "203.0.113.53"));
      expect(error).toMatchObject({ status: 429, code: "rate_limited" });
      expect(error.message).toMatch(/500 caracteres de áudio do dia.*volta em \d\d\/\d\d às \d\d:\d\d/);
      // A refused text does not use up what is left.
      const small = await post({ text: prose(190) }, cookie, "203.0.113.54");
      expect(small.status).toBe(200);
    } finally {
      delete process.env.SPEECH_DAILY_CHARS;
    }
  });
});
