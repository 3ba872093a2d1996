import { createServer, type Socket } from "node:net";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { rateLimit } from "./rate-limit";

// A Redis that accepts connections and never answers, as a frozen server or a dead network does.
const sockets = new Set<Socket>();
const silent = createServer((socket) => void sockets.add(socket));
await new Promise<void>((ready) => silent.listen(0, "127.0.0.1", ready));
const { port } = silent.address() as { port: number };
process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
process.env.REDIS_COMMAND_TIMEOUT_MS = "200";

const logged: string[] = [];
beforeEach(() => {
  logged.length = 0;
  for (const level of ["info", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
  }
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  silent.close();
});

describe("when Redis does not answer", () => {
  it("limits still apply, counted in the instance's memory, each answer quick, with one log line", async () => {
    const started = performance.now();
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      outcomes.push(
        await rateLimit("contact", "203.0.113.7").then(
          () => "ok",
          (error: unknown) => (error instanceof ApiError ? error.code : String(error)),
        ),
      );
    }
    expect(outcomes).toEqual(["ok", "ok", "ok", "ok", "ok", "rate_limited"]);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(logged.filter((line) => /redis/i.test(line))).toEqual([
      expect.stringMatching(/^\[rate-limit\] Redis perdido .*memória/),
    ]);
  });
});
