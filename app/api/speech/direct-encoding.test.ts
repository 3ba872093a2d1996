import { describe, expect, it, vi } from "vitest";
import { parseCaptions } from "@/lib/speech/captions";
import { mp3Duration } from "@/lib/speech/mp3";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { prose } from "@/test-support/prose";
import { jsonRequest } from "@/test-support/requests";

/** The pool as it is, watched: which tasks the request sent to a thread. */
const pool = vi.hoisted(() => ({ tasks: [] as string[] }));
vi.mock("@/lib/jobs/pool", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/jobs/pool")>();
  return {
    ...real,
    runTask: (name: string, ...rest: Parameters<typeof real.runTask>[1][]) => {
      pool.tasks.push(name);
      return (real.runTask as (...args: unknown[]) => Promise<unknown>)(name, ...rest);
    },
  };
});

// test-support/setup.ts loaded the speech modules before this file's mock: load them again, with it.
vi.resetModules();
const { POST } = await import("./route");

const fake = withFakeOpenAI({ OPENAI_TTS_MODEL: "gpt-4o-mini-tts" });

let nextIp = 1;
const post = (body: unknown) =>
  POST(jsonRequest("/api/speech", body, { headers: { "x-peer-address": `198.51.100.${nextIp++}` } }));

describe("POST /api/speech answered directly (no Prefer: respond-async)", () => {
  it("encodes the provider's WAV to MP3 off the serving event loop", async () => {
    // 150 captioned characters: the site asks for WAV (it times the subtitles on the voice), some 8 s of audio.
    const text = prose(150);
    const response = await post({ text, captions: "srt" });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { audio: string; captions: string };
    const { seconds } = mp3Duration(Buffer.from(answer.audio, "base64"));
    expect(seconds).toBeGreaterThan(7);
    expect(parseCaptions(answer.captions).at(-1)!.end).toBeLessThanOrEqual(seconds + 0.001);
    // Each part the provider spoke was encoded in a pool thread, not on the loop that serves every other request
    // (bench/job-loop.ts measures /api/health meanwhile).
    const parts = fake().requests.length;
    expect(parts).toBeGreaterThan(1);
    expect(pool.tasks).toEqual(Array(parts).fill("speech-encode"));
  }, 60_000);
});
