import { describe, expect, it } from "vitest";
import { mp3Duration } from "@/lib/speech/mp3";
import { voices } from "@/lib/validation/speech";
import { espeakJob } from "./espeak";
import { Gate, OfflinePool } from "./offline-pool";

const text = "Olá, tudo bem com você? Esta frase serve para medir a velocidade da voz.";

describe("offline voice in worker threads", () => {
  const pool = new OfflinePool(2, 4);

  it("gives each of the six voices a sound of its own, as MP3", async () => {
    const sounds = await Promise.all(voices.map(({ value }) => pool.run(espeakJob("Olá, tudo bem?", value, 1))));
    for (const { mp3 } of sounds) expect(mp3Duration(mp3).seconds).toBeGreaterThan(0.5);
    expect(new Set(sounds.map(({ mp3 }) => mp3.toString("base64"))).size).toBe(voices.length);
  });

  it("reads at speed 1.5 in at most 75% of the time of speed 1, and slower at 0.75", async () => {
    const [normal, fast, slow] = await Promise.all(
      [1, 1.5, 0.75].map((speed) => pool.run(espeakJob(text, "alloy", speed))),
    );
    const seconds = (mp3: Buffer) => mp3Duration(mp3).seconds;
    expect(seconds(fast.mp3)).toBeLessThanOrEqual(seconds(normal.mp3) * 0.75);
    expect(seconds(slow.mp3)).toBeGreaterThan(seconds(normal.mp3) * 1.2);
  });

  it("drops a piece whose request ended while it waited", async () => {
    const small = new OfflinePool(1, 2);
    const controller = new AbortController();
    const running = small.run(espeakJob(text, "alloy", 1));
    const waiting = small.run(espeakJob(text, "alloy", 1), controller.signal);
    controller.abort();
    // Told apart from a failure: lib/http/route.ts logs it once as a client that went away.
    await expect(waiting).rejects.toMatchObject({ name: "ClientGone" });
    await expect(running).resolves.toMatchObject({ seconds: expect.any(Number) });
  });
});

describe("Gate", () => {
  it("refuses at once with 503 and Retry-After when full, and admits again after a release", () => {
    const gate = new Gate(2);
    const first = gate.enter();
    gate.enter();
    let refused: unknown;
    try {
      gate.enter();
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ status: 503, code: "service_unavailable", headers: { "Retry-After": "5" } });
    first();
    first(); // a second release changes nothing
    expect(() => gate.enter()).not.toThrow();
    expect(() => gate.enter()).toThrow();
  });
});
