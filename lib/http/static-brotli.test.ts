import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareStaticBrotli, serveStaticBrotli, type StaticBrotli } from "./static-brotli.mjs";

let dist: string;
let served: StaticBrotli;
let server: http.Server;
let base: string;
const script = `export function greet(name){return "Olá, "+name+"!"}\n`.repeat(400);

function get(pathname: string, headers: http.OutgoingHttpHeaders = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), "static-brotli-"));
  await fs.mkdir(path.join(dist, "static", "chunks"), { recursive: true });
  await fs.writeFile(path.join(dist, "static", "chunks", "app.js"), script);
  await fs.writeFile(path.join(dist, "static", "chunks", "tiny.js"), "x=1");
  await fs.writeFile(path.join(dist, "static", "chunks", "noise.js"), randomBytes(4096)); // does not shrink
  await fs.writeFile(path.join(dist, "secret.js"), script);
  served = await prepareStaticBrotli(dist);
  server = http.createServer((request, response) => {
    const pathname = (request.url ?? "/").split("?")[0];
    if (!serveStaticBrotli(served, request, response, pathname)) response.end("fallback");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(dist, { recursive: true, force: true });
});

describe("static files in Brotli", () => {
  it("serves a browser that accepts br the file compressed once, cached for a year", async () => {
    const answer = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
    expect(answer.body.length).toBeLessThan(script.length / 10);
  });

  it("leaves to Next a client without br, one that refuses it, and HEAD gets the headers only", async () => {
    expect((await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" })).body.toString()).toBe("fallback");
    expect((await get("/_next/static/chunks/app.js", { "accept-encoding": "br;q=0, gzip" })).body.toString()).toBe(
      "fallback",
    );
    const head = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("answers 304 to a browser that has the same version", async () => {
    const first = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" });
    const again = await get("/_next/static/chunks/app.js", {
      "accept-encoding": "br",
      "if-none-match": first.headers.etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("serves only files of the build's static folder that Brotli makes smaller", async () => {
    for (const pathname of [
      "/_next/static/chunks/tiny.js",
      "/_next/static/chunks/noise.js",
      "/_next/static/../secret.js",
      "/_next/static/chunks/../../secret.js",
      "/_next/static/chunks/app.js.br",
    ]) {
      expect((await get(pathname, { "accept-encoding": "br" })).body.toString(), pathname).toBe("fallback");
    }
  });

  it("compresses a build once: a second start reuses the files", async () => {
    const file = path.join(dist, "static", "chunks", "app.js.br");
    const before = (await fs.stat(file)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await prepareStaticBrotli(dist);
    expect((await fs.stat(file)).mtimeMs).toBe(before);
    expect([...again.keys()]).toEqual([...served.keys()]);
  });
});
