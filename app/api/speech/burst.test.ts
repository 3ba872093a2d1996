import { beforeAll, describe, expect, it } from "vitest";
import { looksLikeMp3 } from "@/lib/speech/pcm-to-mp3";
import { getDb } from "@/lib/db";
import { jsonRequest } from "@/test-support/requests";
import { GET as health } from "../health/route";
import { POST } from "./route";

/**
 * A burst of offline readings from many client addresses against a small pool (1 worker, 2 waiting): the
 * overflow is refused at once with 503 + Retry-After, everything else is read, and health keeps answering.
 * Timings are measured by bench/speech-burst.ts, not here.
 */
describe("POST /api/speech under a burst (offline voice)", () => {
  // Migrating the embedded database (for /api/health) takes seconds on a busy machine.
  beforeAll(() => getDb(), 60_000);

  it("answers each request with audio or an immediate 503 with Retry-After, while health answers", async () => {
    process.env.SPEECH_WORKERS = "1";
    process.env.SPEECH_QUEUE = "2";
    process.env.TRUST_PROXY_HOPS = "1";
    try {
      const text = "Uma leitura de teste, longa o bastante para ocupar a voz offline por um momento. ".repeat(1);
      let bursting = true;
      const healthStatuses: number[] = [];
      const poller = (async () => {
        while (bursting) {
          healthStatuses.push((await health()).status);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const answers = await Promise.all(
        Array.from({ length: 12 }, async (_, i) => {
          const started = performance.now();
          const response = await POST(
            jsonRequest("/api/speech", { text }, { headers: { "x-forwarded-for": `198.18.0.${i + 1}` } }),
          );
          const waited = performance.now() - started;
          const type = response.headers.get("content-type");
          if (response.status === 200) {
            expect(type).toBe("audio/mpeg");
            expect(response.headers.get("x-speech-engine")).toBe("offline");
            expect(looksLikeMp3(new Uint8Array(await response.arrayBuffer()))).toBe(true);
            return { status: 200, waited };
          }
          expect(response.status).toBe(503);
          expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
          expect(await response.json()).toEqual({
            error: {
              code: "service_unavailable",
              message: "Muitas pessoas estão gerando áudio agora. Aguarde alguns segundos e tente novamente.",
            },
          });
          return { status: 503, waited };
        }),
      );
      bursting = false;
      await poller;
      const statuses = answers.map((answer) => answer.status);
      // One reading in the worker and two waiting: the other nine are refused.
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.filter((status) => status === 503)).toHaveLength(9);
      // Refused before any reading finished: no 503 waited for the pool.
      const firstAudio = Math.min(...answers.filter((a) => a.status === 200).map((a) => a.waited));
      for (const answer of answers.filter((a) => a.status === 503)) expect(answer.waited).toBeLessThan(firstAudio);
      expect(healthStatuses.length).toBeGreaterThan(0);
      expect(healthStatuses.every((status) => status === 200)).toBe(true);
      // Once the burst is over, the instance reads again.
      const after = await POST(
        jsonRequest("/api/speech", { text: "De novo." }, { headers: { "x-forwarded-for": "198.18.1.1" } }),
      );
      expect(after.status).toBe(200);
    } finally {
      delete process.env.SPEECH_WORKERS;
      delete process.env.SPEECH_QUEUE;
      delete process.env.TRUST_PROXY_HOPS;
    }
  }, 90_000);
});
