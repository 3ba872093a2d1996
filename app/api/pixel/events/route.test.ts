import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeEventsApiAnswers, startFakeEventsApi, type FakeEventsApi } from "@/test-support/fakes/events-api";
import { resetEnvCache } from "@/lib/env";
import { rateLimits } from "@/lib/http/limits";
import { eventsApiMessages } from "@/lib/pixel/events-api";
import { pixelMessages } from "@/lib/pixel/form";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { GET, POST } from "./route";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const token = "0123456789abcdef0123456789abcdef01234567";
const event = (overrides: Record<string, unknown> = {}) => ({
  pixelId: "CABCDEFGHIJ123456789",
  event: "Purchase",
  eventId: "pedido-7",
  testEventCode: "TEST42",
  email: sha256("cliente@exemplo.com"),
  phone: sha256("+5511987654321"),
  value: 199.9,
  currency: "BRL",
  contentId: "SKU-42",
  accessToken: token,
  ...overrides,
});
const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    jsonRequest("/api/pixel/events", body, {
      headers: { "user-agent": "Navegador/1.0", origin: "http://127.0.0.1:3000", ...headers },
    }),
  );

let tiktok: FakeEventsApi;
beforeAll(async () => {
  tiktok = await startFakeEventsApi(0);
});
afterAll(() => tiktok.close());
beforeEach(() => {
  process.env.TIKTOK_EVENTS_API_URL = tiktok.url;
  // Room for a loaded CI machine to answer from the local stand-in; the time-out's own test sets a short one.
  process.env.TIKTOK_EVENTS_TIMEOUT_MS = "5000";
  process.env.SITE_URL = "https://loja.exemplo.com.br";
  tiktok.requests.length = 0;
});

describe("POST /api/pixel/events", () => {
  it("sends one Events API request with the token in Access-Token and answers TikTok's acceptance", async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await post(event());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^no-store/);
    expect(await response.json()).toMatchObject({
      accepted: true,
      status: 200,
      code: 0,
      message: "OK",
      summary: "Events API: aceito. O TikTok recebeu o evento do servidor.",
      eventId: "pedido-7",
    });

    expect(tiktok.requests).toHaveLength(1);
    const [sent] = tiktok.requests;
    expect(sent).toMatchObject({ method: "POST", path: "/open_api/v1.3/event/track/", accessToken: token });
    expect(sent.contentType).toMatch(/^application\/json/);
    const body = sent.body as { data: { event_time: number }[] };
    expect(body).toEqual({
      event_source: "web",
      event_source_id: "CABCDEFGHIJ123456789",
      test_event_code: "TEST42",
      data: [
        {
          event: "Purchase",
          event_time: expect.any(Number),
          event_id: "pedido-7",
          user: {
            email: sha256("cliente@exemplo.com"),
            phone: sha256("+5511987654321"),
            ip: "203.0.113.7",
            user_agent: "Navegador/1.0",
          },
          properties: { value: 199.9, currency: "BRL", content_type: "product", contents: [{ content_id: "SKU-42" }] },
          page: { url: "https://loja.exemplo.com.br/disparador" },
        },
      ],
    });
    expect(body.data[0].event_time).toBeGreaterThanOrEqual(before);
    expect(JSON.stringify(sent.body)).not.toContain(token);
    expect(sent.path).not.toContain(token);
  });

  it("sends an event the visitor marked 'Sem valor' with no value nor currency, not a 0", async () => {
    const response = await post(event({ eventId: "sem-valor-1", value: undefined, currency: undefined }));
    expect(response.status).toBe(200);
    type Sent = { data: { event_id: string; properties: Record<string, unknown> }[] };
    const sent = tiktok.requests.map((request) => (request.body as Sent).data[0]);
    expect(sent.find((item) => item.event_id === "sem-valor-1")!.properties).toEqual({
      content_type: "product",
      contents: [{ content_id: "SKU-42" }],
    });
  });

  it("shows a wrong token's refusal with TikTok's code and message, as a 200 answer, not a 500", async () => {
    const response = await post(event({ accessToken: "wrong0123456789abcdef0123456789abcdef01" }));
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ accepted: false, code: 40105, message: fakeEventsApiAnswers.wrongToken.message });
    expect(answer.summary).toContain("código 40105: Access token is incorrect or has been revoked.");
    expect(answer.summary).toContain(eventsApiMessages.token);
  });

  it("gives up on a slow Events API after the time-out with a pt-BR 504", async () => {
    process.env.TIKTOK_EVENTS_TIMEOUT_MS = "300";
    resetEnvCache();
    const started = Date.now();
    const response = await post(event({ accessToken: "slow0123456789abcdef0123456789abcdef012" }));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await errorOf(response)).toEqual({
      status: 504,
      code: "upstream_timeout",
      message: eventsApiMessages.timeout(0.3),
    });
  });

  it("answers a 502 naming the status when TikTok's side fails without its envelope", async () => {
    const response = await post(event({ accessToken: "down0123456789abcdef0123456789abcdef012" }));
    expect(await errorOf(response)).toEqual({
      status: 502,
      code: "upstream_error",
      message: eventsApiMessages.httpError(503),
    });
  });

  it("answers a 502 when the Events API cannot be reached", async () => {
    process.env.TIKTOK_EVENTS_API_URL = "http://127.0.0.1:1/open_api/v1.3/event/track/";
    const response = await post(event());
    expect(await errorOf(response)).toEqual({
      status: 502,
      code: "upstream_error",
      message: eventsApiMessages.unreachable,
    });
  });

  it("follows no redirect: the request goes to TIKTOK_EVENTS_API_URL's host and nowhere else", async () => {
    const elsewhere = await startFakeEventsApi(0);
    const { createServer } = await import("node:http");
    const redirector = createServer((_req, res) => {
      res.writeHead(307, { location: elsewhere.url });
      res.end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = redirector.address() as { port: number };
      process.env.TIKTOK_EVENTS_API_URL = `http://127.0.0.1:${port}/open_api/v1.3/event/track/`;
      const response = await post(event());
      expect(await errorOf(response)).toMatchObject({ status: 502, code: "upstream_error" });
      expect(elsewhere.requests).toEqual([]);
    } finally {
      redirector.close();
      await elsewhere.close();
    }
  });

  it("refuses a token of the wrong shape, and other bad input, before anything is sent", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ accessToken: "Bearer 0123456789abcdef0123456789" }, pixelMessages.accessTokenInvalid],
      [{ accessToken: "" }, "Informe o Access token (Events API) para enviar o evento pelo servidor."],
      [{ pixelId: "" }, pixelMessages.pixelIdRequired],
      [{ event: "Checkout" }, "Escolha um dos eventos da lista."],
      [
        { email: "cliente@exemplo.com" },
        "E-mail e telefone devem chegar em hash SHA-256. Recarregue a página e dispare de novo.",
      ],
      [{ value: -1 }, pixelMessages.valueNegative],
      [{ value: "199,90" }, pixelMessages.valueUnreadable],
      [{ testEventCode: "TEST 42" }, pixelMessages.testEventCodeInvalid],
      [{ contentId: " " }, pixelMessages.contentIdRequired],
    ];
    for (const [overrides, message] of cases) {
      expect(await errorOf(await post(event(overrides))), JSON.stringify(overrides)).toEqual({
        status: 400,
        code: "invalid_input",
        message,
      });
    }
    expect(tiktok.requests).toEqual([]);
  });

  it("refuses a post from another site's page", async () => {
    const crossSite: Record<string, string>[] = [
      { origin: "https://outro-site.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      expect(await errorOf(await post(event(), headers))).toMatchObject({ status: 403, code: "forbidden_origin" });
    }
    expect((await post(event(), { origin: "https://loja.exemplo.com.br" })).status).toBe(200);
    expect(tiktok.requests).toHaveLength(1);
  });

  it("limits each client, with the limits table's message", async () => {
    const { points, message } = rateLimits.pixelEvents;
    for (let i = 0; i < points; i++) expect((await post(event({ eventId: `e-${i}` }))).status).toBe(200);
    expect(await errorOf(await post(event()))).toMatchObject({ status: 429, code: "rate_limited", message });
    expect(tiktok.requests).toHaveLength(points);
    // another client still gets through
    expect((await post(event(), { "x-peer-address": "203.0.113.8" })).status).toBe(200);
  });

  it("answers 405 to other methods", async () => {
    expect(await errorOf(GET())).toMatchObject({ status: 405 });
  });
});

describe("the access token", () => {
  it("never reaches the server's log or an answer, whatever happens", async () => {
    const secret = "fedcba9876543210fedcba9876543210f1e2d3c4";
    const written: string[] = [];
    const capture = (stream: NodeJS.WriteStream) => {
      const original = stream.write.bind(stream);
      stream.write = ((chunk: unknown, ...rest: unknown[]) => {
        written.push(String(chunk));
        return (original as (...args: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof stream.write;
      return () => (stream.write = original);
    };
    const restore = [capture(process.stdout), capture(process.stderr)];
    const methods = ["log", "info", "warn", "error", "debug"] as const;
    const originals = methods.map((name) => console[name]);
    methods.forEach((name) => {
      console[name] = (...args: unknown[]) => written.push(args.map((arg) => String(arg)).join(" "));
    });
    const answers: string[] = [];
    try {
      const tokens = [secret, `wrong${secret}`, `slow${secret}`, `down${secret}`, `Bearer ${secret}`];
      for (const accessToken of tokens) answers.push(await (await post(event({ accessToken }))).text());
      answers.push(await (await post(event({ accessToken: secret }), { origin: "https://outro.example" })).text());
      answers.push(await (await post({ ...event({ accessToken: secret }), value: "x" })).text());
      answers.push(await (await post(`{"accessToken":"${secret}",`)).text());
      process.env.TIKTOK_EVENTS_API_URL = "http://127.0.0.1:1/open_api/v1.3/event/track/";
      resetEnvCache();
      answers.push(await (await post(event({ accessToken: secret }))).text());
    } finally {
      restore.forEach((undo) => undo());
      methods.forEach((name, index) => (console[name] = originals[index]));
    }
    expect(answers).toHaveLength(9);
    expect(written.join("\n")).toContain("[pixel] Events API inacessível"); // the capture did see the log
    for (const text of [...written, ...answers]) expect(text).not.toContain(secret);
    // TikTok did receive it, in the header only
    expect(tiktok.requests.map((request) => request.accessToken)).toContain(secret);
  });
});
