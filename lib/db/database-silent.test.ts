import { createServer, type Socket } from "node:net";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { GET as health } from "@/app/api/health/route";
import { errorOf, jsonRequest } from "@/test-support/requests";

// A PostgreSQL that accepts connections and never answers, as a frozen server or a dead network does.
const sockets = new Set<Socket>();
const silent = createServer((socket) => void sockets.add(socket));
await new Promise<void>((ready) => silent.listen(0, "127.0.0.1", ready));
const { port } = silent.address() as { port: number };
process.env.DATABASE_URL = `postgres://site:senha@127.0.0.1:${port}/site`;
process.env.PG_CONNECT_TIMEOUT_MS = "300";
process.env.PG_QUERY_TIMEOUT_MS = "400";

afterAll(() => {
  for (const socket of sockets) socket.destroy();
  silent.close();
});
beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

async function timed(work: () => Promise<Response>) {
  const started = performance.now();
  const response = await work();
  return { response, ms: performance.now() - started };
}

describe("when the database does not answer", () => {
  it("health answers 503 with Retry-After within the time limits, not when the database wakes up", async () => {
    const { response, ms } = await timed(() => health());
    expect(ms).toBeLessThan(1_500);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await errorOf(response)).toEqual({
      status: 503,
      code: "service_unavailable",
      message: "O serviço está indisponível no momento. Tente novamente em alguns minutos.",
    });
  });

  it("the contact form answers 503, so the visitor is never told a lead was saved", async () => {
    const lead = { name: "Ana", contact: "ana@exemplo.com", message: "Olá" };
    const { response, ms } = await timed(() => contact(jsonRequest("/api/contact", lead)));
    expect(ms).toBeLessThan(1_500);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
  });
});
