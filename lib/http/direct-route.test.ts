import { createServer, request as httpRequest, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as beacon } from "@/app/api/v/route";
import { getDb } from "@/lib/db";
import { directRoute, serveDirect } from "./direct-route.mjs";

/** server.mjs's part of the path, alone: a route that registered itself is served without Next's router. */
let server: Server;
let port: number;
/** What each request's serveDirect came to: server.mjs logs a rejection as the server's own unexpected error. */
const served: Promise<void>[] = [];

beforeAll(async () => {
  await getDb();
  server = createServer((request, response) => {
    const route = directRoute(request.method ?? "GET", (request.url ?? "/").split("?")[0]);
    if (!route) return void response.writeHead(404).end();
    served.push(serveDirect(route, request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(body: string, type = "application/x-www-form-urlencoded") {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, method: "POST", path: "/api/v", headers: { "content-type": type } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("a route served without Next's router", () => {
  it("is the visit beacon's own handler, registered when its module loads", () => {
    expect(directRoute("POST", "/api/v")?.handler).toBe(beacon);
    expect(directRoute("GET", "/api/v")).toBeUndefined();
    expect(directRoute("POST", "/api/contact")).toBeUndefined();
  });

  it("answers as the route does: 204 counted, 400 for an unknown event, 415 for another type", async () => {
    const counted = await send("k=view&p=%2Fdireto");
    expect(counted.status).toBe(204);
    expect(counted.headers["cache-control"]).toBe("no-store");
    const unknown = await send("k=hack&p=%2F");
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.text).error.message).toMatch(/Evento desconhecido/);
    expect((await send("k=view", "text/plain")).status).toBe(415);
  });

  it("answers 413 to a body past the route's 2 KB without reading the rest, and closes that connection", async () => {
    const large = await send(`k=view&p=%2F&t=${"x".repeat(200_000)}`);
    expect(large.status).toBe(413);
    expect(large.headers.connection).toBe("close");
  });

  it("lets a client that goes away mid-body go quietly: nothing to answer, no error of the server's", async () => {
    const before = served.length;
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    socket.write(
      "POST /api/v HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
        "Content-Length: 2000\r\n\r\nk=view&p=%2F",
    );
    await expect.poll(() => served.length).toBe(before + 1);
    socket.destroy();
    await expect(served[before]).resolves.toBeUndefined();
  });
});
