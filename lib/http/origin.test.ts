import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as resendVerification } from "@/app/api/account/verification/route";
import { getDb } from "@/lib/db";
import { newUser, sessionCookieFor } from "@/test-support/auth";
import { errorOf } from "@/test-support/requests";

/**
 * requireSameOrigin through a real route (/conta's "Enviar o link de novo"), with the request as `npm start` hands
 * it over: Next reports every address as http://localhost:<port>, whatever the browser used; the browser's own
 * address is in Host (and, behind a proxy, in the forwarded headers).
 */
let cookie: string;
beforeAll(async () => {
  await getDb();
  cookie = await sessionCookieFor(await newUser(undefined, { verified: true }));
});
afterEach(() => {
  delete process.env.SITE_URL;
  delete process.env.TRUST_PROXY_HOPS;
});

const post = (headers: Record<string, string>) =>
  resendVerification(
    new Request("http://localhost:3000/api/account/verification", {
      method: "POST",
      headers: { cookie, "x-peer-address": "203.0.113.7", "sec-fetch-site": "same-origin", ...headers },
    }),
  );
const accepted = async (headers: Record<string, string>) => {
  const response = await post(headers);
  expect(response.status, JSON.stringify(headers)).toBe(200);
  expect(await response.json()).toEqual({ ok: true, verified: true });
};
const refused = async (headers: Record<string, string>) => {
  expect(await errorOf(await post(headers)), JSON.stringify(headers)).toEqual({
    status: 403,
    code: "forbidden_origin",
    message: "Este formulário só pode ser enviado pela própria página do site. Abra a página e tente de novo.",
  });
};

describe("requireSameOrigin: the address the visitor used", () => {
  it("accepts a site built with the defaults and opened at 127.0.0.1", async () => {
    await accepted({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" });
  });

  it("accepts a phone on the same network (a LAN address), and localhost itself", async () => {
    await accepted({ host: "192.168.0.23:3000", origin: "http://192.168.0.23:3000" });
    await accepted({ host: "localhost:3000", origin: "http://localhost:3000" });
    await accepted({ host: "[::1]:3000", origin: "http://[::1]:3000" });
  });

  it("keeps accepting SITE_URL's origin, whatever the Host", async () => {
    process.env.SITE_URL = "http://loja.exemplo.com.br"; // http: the session cookie keeps its plain name
    await accepted({ host: "127.0.0.1:3001", origin: "http://loja.exemplo.com.br" });
  });

  it("accepts the host and protocol a trusted proxy forwarded", async () => {
    process.env.TRUST_PROXY_HOPS = "1";
    const proxied = { host: "127.0.0.1:3001", "x-forwarded-for": "198.51.100.4" };
    await accepted({
      ...proxied,
      "x-forwarded-host": "site.exemplo.com.br",
      "x-forwarded-proto": "https",
      origin: "https://site.exemplo.com.br",
    });
    await accepted({
      ...proxied,
      forwarded: 'for=198.51.100.4;host="site.exemplo.com.br:8443";proto=https',
      origin: "https://site.exemplo.com.br:8443",
    });
    // Behind the proxy, the protocol the browser used is the proxy's word, not the one the app was reached by.
    await refused({
      ...proxied,
      "x-forwarded-host": "site.exemplo.com.br",
      "x-forwarded-proto": "https",
      origin: "http://site.exemplo.com.br",
    });
  });

  it("takes the outermost trusted proxy's entry when proxies append", async () => {
    process.env.TRUST_PROXY_HOPS = "2";
    const headers = { host: "10.0.0.5:3001", "x-forwarded-proto": "https, http" };
    await accepted({
      ...headers,
      "x-forwarded-host": "falso.example, site.exemplo.com.br, 10.0.0.4",
      origin: "https://site.exemplo.com.br",
    });
    await refused({
      ...headers,
      "x-forwarded-host": "falso.example, site.exemplo.com.br, 10.0.0.4",
      origin: "https://falso.example",
    });
  });

  it("ignores forwarded hosts when no proxy is trusted", async () => {
    const forged = { host: "127.0.0.1:3000", origin: "https://malicioso.example" };
    await refused({ ...forged, "x-forwarded-host": "malicioso.example", "x-forwarded-proto": "https" });
    await refused({ ...forged, forwarded: "host=malicioso.example;proto=https" });
  });

  it("refuses another site's page, and an origin on the same host by another port or protocol", async () => {
    await refused({ host: "127.0.0.1:3000", origin: "https://malicioso.example" });
    await refused({ host: "127.0.0.1:3000", origin: "null" });
    await refused({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3001" });
    await refused({ host: "127.0.0.1:3000", origin: "https://127.0.0.1:3000" });
    await refused({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000", "sec-fetch-site": "cross-site" });
    // A Host that is no host at all matches nothing.
    await refused({ host: "a b/c", origin: "http://a b" });
  });
});
