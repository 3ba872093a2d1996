/**
 * A stand-in for TikTok's Events API 2.0 (POST /open_api/v1.3/event/track/). It answers like TikTok, in
 * TikTok's envelope { code, message, request_id, data }, and records every request (headers and body)
 * for tests to read at GET /__requests. The token chooses the answer, so a browser test can too:
 * - a token starting with "wrong": HTTP 200, code 40105 (TikTok's answer to a bad or revoked token);
 * - "slow...": the answer comes after 30 s (for the caller's time-out);
 * - "down...": HTTP 503 with an HTML page, as a load balancer would;
 * - any other token: code 0 "OK", after checking the body has the fields TikTok requires (else 40002).
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export const eventsApiPath = "/open_api/v1.3/event/track/";

export type EventsApiRequest = {
  method: string;
  path: string;
  accessToken: string | undefined;
  contentType: string | undefined;
  body: unknown;
  at: number;
};

export type FakeEventsApi = { origin: string; url: string; requests: EventsApiRequest[]; close(): Promise<void> };

export const fakeEventsApiAnswers = {
  wrongToken: { code: 40105, message: "Access token is incorrect or has been revoked." },
} as const;

export async function startFakeEventsApi(port = 0): Promise<FakeEventsApi> {
  const requests: EventsApiRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://events-api");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/health") return void res.end("ok");
    if (url.pathname === "/__requests") return json(200, requests);
    if (url.pathname === "/__reset" && req.method === "POST") {
      requests.length = 0;
      return json(200, { ok: true });
    }
    if (url.pathname !== eventsApiPath) return json(404, { code: 40400, message: "Not Found" });

    const text = await readBody(req);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // recorded as text
    }
    const token = header(req, "access-token");
    requests.push({
      method: req.method ?? "",
      path: url.pathname + url.search,
      accessToken: token,
      contentType: header(req, "content-type"),
      body,
      at: Date.now(),
    });
    const envelope = (code: number, message: string) => ({ code, message, request_id: randomUUID(), data: {} });

    if (req.method !== "POST") return json(405, envelope(40002, "Method not allowed"));
    if (!token) return json(200, envelope(40104, "Access token is null, please check your access token."));
    if (token.startsWith("wrong")) {
      const { code, message } = fakeEventsApiAnswers.wrongToken;
      return json(200, envelope(code, message));
    }
    if (token.startsWith("down")) {
      res.writeHead(503, { "content-type": "text/html" });
      return void res.end("<html><body>503 Service Temporarily Unavailable</body></html>");
    }
    if (token.startsWith("slow")) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) json(200, envelope(0, "OK"));
      }, 30_000);
      timers.add(timer);
      return;
    }
    const problem = missingField(body);
    if (problem) return json(200, envelope(40002, problem));
    json(200, envelope(0, "OK"));
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: `${origin}${eventsApiPath}`,
    requests,
    close: () => {
      timers.forEach(clearTimeout);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The checks TikTok makes before it accepts a web event, with messages in TikTok's style. */
function missingField(body: unknown): string | undefined {
  const event = body as {
    event_source?: unknown;
    event_source_id?: unknown;
    data?: { event?: unknown; event_time?: unknown; event_id?: unknown }[];
  };
  if (typeof body !== "object" || body === null) return "Invalid JSON body.";
  if (event.event_source !== "web") return "event_source: Invalid value. Expected one of: web, app, offline, crm.";
  if (typeof event.event_source_id !== "string" || !event.event_source_id) return "event_source_id: Field is required.";
  if (!Array.isArray(event.data) || event.data.length === 0) return "data: Field is required.";
  for (const item of event.data) {
    if (typeof item.event !== "string" || !item.event) return "data[0].event: Field is required.";
    if (typeof item.event_time !== "number") return "data[0].event_time: Field is required.";
  }
  return undefined;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
