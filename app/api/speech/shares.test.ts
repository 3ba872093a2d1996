import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { resetRateLimits } from "@/lib/http/rate-limit";
import { newUser, sessionCookieFor } from "@/test-support/auth";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { POST } from "./route";

/**
 * Fair shares of the offline voice (no provider configured): one client address cannot hold the instance, a reader
 * that stops reading loses its place, and the limits count the text as it is read aloud.
 */
/** 129 characters in three cues: with captions the answer is a stream of three pieces. */
const SHORT =
  "Bom dia! Este é um teste da voz offline. Ele tem frases curtas. Cada uma vira uma legenda. A última frase fecha o texto de teste.";
const post = (body: unknown, address: string, cookie?: string) =>
  POST(jsonRequest("/api/speech", body, { headers: { "x-peer-address": address, ...(cookie ? { cookie } : {}) } }));

/** Reads the first chunk and then nothing: the reader of a paused socket. */
async function stall(response: Response) {
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  await reader.read();
  return reader;
}

describe("POST /api/speech: fair shares", () => {
  beforeAll(() => getDb(), 60_000);
  beforeEach(() => {
    resetRateLimits();
    process.env.SPEECH_WORKERS = "1";
    process.env.SPEECH_QUEUE = "2";
    process.env.SPEECH_STALL_SECONDS = "1";
  });
  afterEach(() => {
    delete process.env.SPEECH_WORKERS;
    delete process.env.SPEECH_QUEUE;
    delete process.env.SPEECH_STALL_SECONDS;
  });

  it("admits one reading at a time from an anonymous address: 12 of 13 are refused at once", async () => {
    process.env.SPEECH_STALL_SECONDS = "60";
    const answers = await Promise.all(
      Array.from({ length: 13 }, () => post({ text: SHORT, captions: "srt" }, "198.51.100.1")),
    );
    const admitted = answers.filter((answer) => answer.status === 200);
    expect(admitted).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(await errorOf(refused)).toEqual({
        status: 429,
        code: "rate_limited",
        message:
          "Você já tem um áudio sendo gerado. Espere ele terminar para pedir outro (com uma conta, são dois ao mesmo tempo).",
      });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    await admitted[0].arrayBuffer();
  }, 60_000);

  it("serves another address while 13 stalled readers come from one, and frees the stalled places", async () => {
    const cookie = await sessionCookieFor(await newUser());
    // Three pieces: after the first is read, the second waits for a reader that never comes.
    const text = `${SHORT} `.repeat(5).trim();
    // Each admitted answer has its first piece read as soon as it arrives, then nothing.
    const answers = await Promise.all(
      Array.from({ length: 13 }, () =>
        post({ text }, "198.51.100.4", cookie).then(async (answer) => (answer.status === 200 ? stall(answer) : answer)),
      ),
    );
    const refused = answers.filter((answer) => answer instanceof Response);
    expect(refused.map((answer) => answer.status)).toEqual(Array(11).fill(429));
    const stalled = answers.filter((answer) => !(answer instanceof Response)) as Awaited<ReturnType<typeof stall>>[];
    expect(stalled).toHaveLength(2);

    // Another visitor is served while the stalled ones hold their places.
    const other = await post({ text: "Outra pessoa também é atendida." }, "198.51.100.2");
    expect(other.status).toBe(200);
    await other.arrayBuffer();

    // Their second pieces were spoken before the other visitor's (first come, first served): a second and a half
    // later (SPEECH_STALL_SECONDS is 1) each stalled answer has been ended and its place is free again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const reader of stalled) {
      const ended = await (async () => {
        try {
          while (!(await reader.read()).done);
          return "closed";
        } catch (error) {
          return error;
        }
      })();
      expect(ended).toBeInstanceOf(Error);
    }
    expect((await post({ text: "De novo." }, "198.51.100.4", cookie)).status).toBe(200);
  }, 60_000);

  it("gives an account two readings at once per address, not three", async () => {
    process.env.SPEECH_STALL_SECONDS = "60";
    const cookie = await sessionCookieFor(await newUser());
    const text = SHORT.repeat(3);
    const held = [
      await stall(await post({ text, captions: "srt" }, "198.51.100.3", cookie)),
      await stall(await post({ text, captions: "srt" }, "198.51.100.3", cookie)),
    ];
    const third = await errorOf(await post({ text: "Oi." }, "198.51.100.3", cookie));
    expect(third).toMatchObject({ status: 429, message: expect.stringContaining("dois áudios") });
    for (const reader of held) await reader.cancel();
    expect((await post({ text: "Oi." }, "198.51.100.3", cookie)).status).toBe(200);
  }, 60_000);

  it("serves queued requests from different addresses in the order they arrived", async () => {
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3].map((n) =>
        post({ text: `Pedido número ${n}, lido em ordem de chegada.` }, `198.51.100.${10 + n}`).then(
          async (response) => {
            expect(response.status).toBe(200);
            order.push(n);
            await response.arrayBuffer();
          },
        ),
      ),
    );
    expect(order).toEqual([1, 2, 3]);
  }, 60_000);
});

describe("POST /api/speech: limits count the text as read aloud", () => {
  beforeAll(() => getDb(), 60_000);
  beforeEach(() => resetRateLimits());

  it("refuses 142 digits to an anonymous visitor, saying they are read as many more characters", async () => {
    const text = "4".repeat(142);
    const error = await errorOf(await post({ text }, "198.51.100.20"));
    expect(error).toMatchObject({ status: 400, code: "invalid_input" });
    expect(error.message).toMatch(
      /^Este texto fica longo demais quando lido em voz alta: .* vira [\d.]+ caracteres falados \(sem conta, o limite é 600\)\./,
    );
    expect(error.message).not.toContain("150");
    // 141 characters of prose are read as they are.
    expect((await post({ text: "Prosa comum. ".repeat(10).trim() }, "198.51.100.21")).status).toBe(200);
  });

  it("counts the 150 as the visitor typed them: a 65-character order with prices and dates is read", async () => {
    const text = "Pedido nº 3: R$ 1.299,90 em 23/11/2026 às 14h30, 50% de desconto.";
    expect((await post({ text }, "198.51.100.23")).status).toBe(200);
  });

  it("counts the daily quota of an account in characters as read", async () => {
    process.env.SPEECH_DAILY_CHARS = "600";
    try {
      const cookie = await sessionCookieFor(await newUser());
      // 120 digits are read digit by digit ("cinco cinco ..."): 719 characters of words.
      const error = await errorOf(await post({ text: "5".repeat(120) }, "198.51.100.22", cookie));
      expect(error).toMatchObject({ status: 429, code: "rate_limited" });
      expect(error.message).toContain("Números, datas e valores contam como são lidos em voz alta");
    } finally {
      delete process.env.SPEECH_DAILY_CHARS;
    }
  });
});
