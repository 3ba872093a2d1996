/**
 * A stand-in for TikTok's analytics host. It serves /i18n/pixel/events.js?sdkid=<id>&lib=<name> like the
 * real host: the script takes over the page's `ttq` object (or creates it), replays the calls queued by
 * the pixel base code, and from then on sends every call (page, identify, track, ...) to /collect.
 * Tests read what arrived with GET /__calls (script loads are recorded too, as kind "script").
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type PixelCall = { kind: string; sdkid: string; args: unknown[]; page?: string; at: number };

export type PixelHost = { origin: string; calls: PixelCall[]; close(): Promise<void> };

export async function startPixelHost(port = 0): Promise<PixelHost> {
  const calls: PixelCall[] = [];
  let origin = "";

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://pixel");
    const cors = { "access-control-allow-origin": "*" };

    if (url.pathname === "/health") return void res.end("ok");
    if (url.pathname === "/__calls") {
      res.writeHead(200, { "content-type": "application/json", ...cors });
      return void res.end(JSON.stringify(calls));
    }
    if (url.pathname === "/__reset" && req.method === "POST") {
      calls.length = 0;
      res.writeHead(200, cors);
      return void res.end("ok");
    }
    if (url.pathname === "/i18n/pixel/events.js") {
      const sdkid = url.searchParams.get("sdkid") ?? "";
      const lib = url.searchParams.get("lib") ?? "ttq";
      calls.push({ kind: "script", sdkid, args: [], page: req.headers.referer, at: Date.now() });
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store", ...cors });
      return void res.end(pixelScript(origin, sdkid, lib));
    }
    if (url.pathname === "/collect" && req.method === "POST") {
      const body = JSON.parse((await readBody(req)) || "{}") as Omit<PixelCall, "at">;
      calls.push({ ...body, at: Date.now() });
      res.writeHead(204, cors);
      return void res.end();
    }
    res.writeHead(404, cors);
    res.end();
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    calls,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function pixelScript(origin: string, sdkid: string, lib: string): string {
  return `(function () {
  var origin = ${JSON.stringify(origin)}, sdkid = ${JSON.stringify(sdkid)}, lib = ${JSON.stringify(lib)};
  var methods = ["page", "track", "identify", "instances", "debug", "on", "off", "once", "ready", "alias", "group",
    "enableCookie", "disableCookie", "holdConsent", "revokeConsent", "grantConsent"];
  function send(kind, args) {
    fetch(origin + "/collect", { method: "POST", mode: "cors", keepalive: true, headers: { "content-type": "text/plain" },
      body: JSON.stringify({ kind: kind, sdkid: sdkid, args: args, page: location.href }) });
  }
  var ttq = window[lib] || [];
  var queued = Array.prototype.slice.call(ttq);
  var perInstance = (ttq._i && ttq._i[sdkid]) ? Array.prototype.slice.call(ttq._i[sdkid]) : [];
  methods.forEach(function (m) { ttq[m] = function () { send(m, Array.prototype.slice.call(arguments)); return ttq; }; });
  ttq.instance = function () { return ttq; };
  ttq.loaded = true;
  ttq.sdkid = sdkid;
  window[lib] = ttq;
  queued.concat(perInstance).forEach(function (call) { if (call && call.length) send(call[0], call.slice(1)); });
})();`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
