/**
 * Every route handler of app/api (next-auth's excepted: it reads the request through next/headers,
 * so e2e/hostile.spec.ts sends it the same requests over HTTP), every method, and the bodies a hostile
 * client sends: none, empty, broken, not an object, huge, lying about their size, other encodings,
 * other content types, prototype keys. No answer may be a 5xx, and every error is the pt-BR envelope.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newUser, sessionCookieFor } from "@/test-support/auth";

const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string[]>> },
) => Promise<Response> | Response;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "[...nextauth]" ? [] : routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

const apiDir = path.join(process.cwd(), "app/api");
const routes = routeFiles(apiDir).map((file) => ({
  file,
  url: `/api/${path.relative(apiDir, path.dirname(file)).replace("[...rest]", "nada/aqui")}`,
}));

// A server with an AI provider configured (here one that refuses connections), so the translator's routes,
// which answer 503 not_configured before reading anything on a server without one, read these bodies too.
process.env.OPENAI_API_KEY ??= "sk-malformed";
process.env.OPENAI_BASE_URL ??= "http://127.0.0.1:9/v1";

/**
 * `{"text":"aaa…"}` of 10 MB, made as it is read: a route stops reading at its limit, so the requests it refuses
 * before reading cost nothing (a 10 MB string copied into each of some 150 requests took half the file's time).
 */
function huge(): ReadableStream<Uint8Array> {
  const size = 10 * 1024 * 1024;
  const chunk = new Uint8Array(64 * 1024).fill("a".charCodeAt(0));
  const parts = [new TextEncoder().encode('{"text":"'), ...Array<Uint8Array>(size / chunk.length).fill(chunk)];
  parts.push(new TextEncoder().encode('"}'));
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      if (next < parts.length) controller.enqueue(parts[next++].slice());
      else controller.close();
    },
  });
}
const bodies: {
  name: string;
  body?: BodyInit | (() => BodyInit);
  type?: string;
  headers?: Record<string, string>;
}[] = [
  { name: "no body" },
  { name: "empty JSON", body: "", type: "application/json" },
  { name: "broken JSON", body: '{"email": "a@b.com",', type: "application/json" },
  { name: "array", body: "[]", type: "application/json" },
  { name: "null", body: "null", type: "application/json" },
  { name: "number", body: "1e309", type: "application/json" },
  { name: "deep nesting", body: "[".repeat(5000) + "]".repeat(5000), type: "application/json" },
  { name: "10 MB", body: huge, type: "application/json" },
  {
    name: "lying content-length",
    body: JSON.stringify({ text: "a".repeat(40_000) }),
    type: "application/json",
    headers: { "content-length": "10" },
  },
  {
    name: "UTF-16 with BOM",
    body: Buffer.from('\ufeff{"email":"a@b.com"}', "utf16le"),
    type: "application/json; charset=utf-16",
  },
  {
    name: "invalid UTF-8",
    body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    type: "application/json",
  },
  { name: "NUL bytes", body: '{"email":"a\\u0000@b.com","text":"\\u0000"}', type: "application/json" },
  { name: "lone surrogates", body: '{"text":"\\ud800","email":"\\udfff@b.com"}', type: "application/json" },
  {
    name: "prototype keys",
    body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"toString":1}',
    type: "application/json",
  },
  {
    name: "wrong types",
    body: '{"email":["a@b.com"],"password":{"$gt":""},"text":1,"url":true,"token":null}',
    type: "application/json",
  },
  { name: "form", body: "email=a%40b.com&password=x", type: "application/x-www-form-urlencoded" },
  {
    name: "multipart",
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    type: "multipart/form-data; boundary=x",
  },
  { name: "text", body: "olá", type: "text/plain" },
  { name: "odd content type", body: "{}", type: "application/json;;;charset=\u00ff" },
];

describe("malformed requests to every route handler", () => {
  it("never answer 5xx, and every error is the envelope with a Portuguese message", async () => {
    // A forged callback-url cookie beside a valid session: next-auth throws on it if it ever sees it.
    const cookie = `${await sessionCookieFor(await newUser())}; next-auth.callback-url=%ff`;
    const failures: string[] = [];
    let answered = 0;
    for (const { file, url } of routes) {
      const mod = (await import(file)) as Partial<Record<(typeof methods)[number], Handler>>;
      for (const method of methods) {
        const handler = mod[method];
        if (!handler) continue; // Next answers 405 itself for a method a route does not export
        for (const variant of bodies) {
          for (const session of [undefined, cookie]) {
            if (variant.body !== undefined && (method === "GET" || method === "HEAD")) continue;
            const headers: Record<string, string> = { "x-peer-address": "203.0.113.99", ...variant.headers };
            if (variant.type) headers["content-type"] = variant.type;
            if (session) headers.cookie = session;
            const request = new Request(`http://127.0.0.1:3000${url}?callbackUrl=%ff&x=%E0%A4%A`, {
              method,
              headers,
              body: typeof variant.body === "function" ? variant.body() : variant.body,
              duplex: "half", // the 10 MB body is a stream
            } as RequestInit);
            const params = Promise.resolve({ rest: ["nada", "aqui"] });
            const response = await handler(request, { params });
            answered++;
            const label = `${method} ${url} (${variant.name}${session ? ", signed in" : ""}) -> ${response.status}`;
            if (response.status >= 400) {
              const body = (await response.json().catch(() => null)) as {
                error?: { code?: string; message?: string };
              } | null;
              // A tool with no provider on this server says so before it reads the body (an upload's
              // included): a state of the server, told in the envelope, not a failure.
              if (response.status >= 500 && body?.error?.code !== "not_configured") failures.push(label);
              if (
                !body?.error?.code ||
                !body.error.message ||
                /invalid input|expected|received|required/i.test(body.error.message)
              ) {
                failures.push(`${label}: ${JSON.stringify(body)}`);
              }
            } else {
              await response.body?.cancel();
            }
          }
        }
      }
    }
    expect(answered).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 300_000);
});
