// @ts-check
/**
 * `npm start`: Next behind a small HTTP server that does what route handlers cannot.
 * - Records the TCP peer address in PEER_ADDRESS_HEADER, after deleting any copy the client sent
 *   (Next hands route handlers no socket; lib/http/client-ip.ts reads it).
 * - Answers a path with bad percent-encoding with 400 itself (Next answers those with a bare 500), and a
 *   page or build file asked for with a method other than GET or HEAD with 405 (Next answers those in
 *   English, or with a bare 500): a browser gets the site's own pt-BR page, any other client the API's
 *   error envelope.
 * - Sets the security headers on every answer from the run-time environment (HSTS follows SITE_URL), with a
 *   fresh script nonce for the pages rendered per request that need one (/painel).
 * - Serves the build's static files Brotli-compressed to browsers that accept it (lib/http/static-brotli.mjs).
 * - Calls the few route handlers that registered themselves (the visit beacon) without Next's router
 *   (lib/http/direct-route.mjs).
 * - Lets at most 16 requests into Next at once, at most 4 of them one client's, the others waiting in a queue
 *   per client address taken in turn (lib/http/admission.mjs); health and the build's static files go straight in.
 * - Starts the embedded database's own process (without DATABASE_URL), or finds the one serving the folder.
 * - Shuts down gracefully on SIGTERM or SIGINT: stops accepting connections, answers health with 503, lets
 *   the requests in flight finish for up to SHUTDOWN_GRACE_MS (20 s), ends the rest with a 503, closes the
 *   database pool and Redis (lib/shutdown.mjs), then exits.
 * PORT (3000) and HOSTNAME (all interfaces, like `next start`) say where it listens; --dev runs `next dev`.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nextEnv from "@next/env";
import { ensureEmbeddedDatabase } from "./lib/db/embedded-process.mjs";
import { createAdmission, leaveWhenAnswered } from "./lib/http/admission.mjs";
import { clientAddress } from "./lib/http/client-address.mjs";
import { directRoute, serveDirect } from "./lib/http/direct-route.mjs";
import { errorBody } from "./lib/http/error-codes.mjs";
import { PEER_ADDRESS_HEADER } from "./lib/http/peer-address.mjs";
import { needsNonce, securityHeadersFromEnv } from "./lib/http/security-headers.mjs";
import { prepareStaticBrotli, serveStaticBrotli } from "./lib/http/static-brotli.mjs";
import { closeAll } from "./lib/shutdown.mjs";

const dev = process.argv.includes("--dev");
const dir = path.dirname(fileURLToPath(import.meta.url));
nextEnv.loadEnvConfig(dir, dev);
const env = process.env;
// @ts-expect-error NODE_ENV is typed read-only, but this process decides it, as `next start` does.
env.NODE_ENV ??= dev ? "development" : "production";

// The embedded database runs in a process of its own (lib/db/embedded-server.mjs), started here and stopped
// with this one; `npm run worker` on the same folder shares it.
if (!env.DATABASE_URL?.trim()) {
  try {
    await ensureEmbeddedDatabase(path.resolve(env.DATA_DIR?.trim() || ".data"), dir); // resolved as lib/env.ts does
  } catch (error) {
    console.error(`[server] banco embutido: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

const graceMs = Number(env.SHUTDOWN_GRACE_MS?.trim() || 20_000);
if (!Number.isInteger(graceMs) || graceMs <= 0) {
  console.error("[server] SHUTDOWN_GRACE_MS: use um número inteiro de milissegundos maior que zero");
  process.exit(1);
}

// As lib/env.ts reads it (the routes' limits name a client the same way).
const proxyHops = Number(env.TRUST_PROXY_HOPS?.trim() || 0);
if (!Number.isInteger(proxyHops) || proxyHops < 0) {
  console.error("[server] TRUST_PROXY_HOPS: use um número inteiro, 0 ou mais");
  process.exit(1);
}

const port = Number(env.PORT || 3000);
const hostname = env.HOSTNAME || undefined;
const { default: next } = await import("next");
const app = next({ dev, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/** @type {import("./lib/http/static-brotli.mjs").StaticBrotli | undefined} */
let staticBrotli;
if (!dev) {
  prepareStaticBrotli(path.resolve(dir, env.NEXT_DIST_DIR || ".next"))
    .then((served) => (staticBrotli = served))
    .catch((error) => console.warn("[server] Brotli dos arquivos estáticos indisponível:", error.message));
}

const badAddress = JSON.stringify(errorBody("invalid_input", "Endereço inválido: verifique o link."));
const wrongMethod = JSON.stringify(errorBody("method_not_allowed"));
const readMethods = ["GET", "HEAD"];

const unavailable = JSON.stringify(errorBody("service_unavailable"));
/** @param {import("node:http").ServerResponse} response */
function answerUnavailable(response) {
  response
    .writeHead(503, {
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
      "Retry-After": "30",
      Connection: "close",
    })
    .end(unavailable);
}
const tooMany = JSON.stringify(errorBody("rate_limited"));

const admission = createAdmission();
/** Not queued: the balancer's health check must tell a busy instance from a dead one, and build files are cheap. */
const goesStraightIn = (/** @type {string} */ pathname) =>
  pathname === "/api/health" || pathname.startsWith("/_next/static/");

/** Responses not finished yet, and open connections; on shutdown the server waits for both. */
const inFlight = new Set();
/** @type {Set<import("node:net").Socket>} */
const connections = new Set();
let draining = false;
/** @type {(() => void) | undefined} */
let onIdle;

const server = createServer((request, response) => {
  const url = request.url ?? "/";
  const pathname = url.split("?")[0];
  // Next takes the nonce for its inline scripts from the request's policy: only this server may write it.
  delete request.headers["content-security-policy"];
  delete request.headers["content-security-policy-report-only"];
  const nonce = needsNonce(pathname) ? randomBytes(16).toString("base64") : undefined;
  for (const { key, value } of securityHeadersFromEnv(env, pathname, nonce)) {
    response.setHeader(key, value);
    if (nonce && key === "Content-Security-Policy") request.headers["content-security-policy"] = value;
  }
  if (draining) {
    // A request on a connection kept alive from before the signal is served, and the connection closed after.
    response.setHeader("Connection", "close");
    if (pathname === "/api/health") return answerUnavailable(response); // so a balancer stops sending here
  }
  inFlight.add(response);
  response.on("close", () => {
    inFlight.delete(response);
    onIdle?.();
  });
  delete request.headers[PEER_ADDRESS_HEADER];
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "";
  const method = request.method ?? "GET";
  if (!decodes(pathname)) {
    if (pathname.startsWith("/api/") || !readMethods.includes(method)) {
      response.writeHead(400, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(badAddress);
      return;
    }
    request.url = "/erro/400"; // the site's own 'Endereço inválido' page, with its 400 status
  } else if (!readMethods.includes(method) && !pathname.startsWith("/api/")) {
    // The site has no server actions, so no page and no build file takes a body (Next answered a POST to
    // one of /_next/static with a bare 500). API routes answer 405 themselves.
    response.setHeader("Allow", "GET, HEAD");
    if (!/text\/html/.test(request.headers.accept ?? "")) {
      response.writeHead(405, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(wrongMethod);
      return;
    }
    request.resume(); // the body is not read
    request.method = "GET";
    request.url = "/erro/405"; // the 'Método não permitido' page, with its 405 status
  }
  if (serveStaticBrotli(staticBrotli, request, response, pathname)) return;
  const direct = directRoute(method, pathname);
  const serve = () =>
    (direct ? serveDirect(direct, request, response) : handle(request, response)).catch((error) => {
      console.error("[server] unexpected error", error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "application/json" });
      response.end();
    });
  if (goesStraightIn(pathname)) return void serve();
  const client = clientAddress(
    request.socket.remoteAddress,
    String(request.headers["x-forwarded-for"] ?? ""),
    proxyHops,
  );
  const { refused, cancel } = admission.admit(client, (done) => {
    leaveWhenAnswered(response, done);
    void serve();
  });
  if (refused === "client") {
    request.resume();
    response
      .writeHead(429, { "Content-Type": "application/json", "Cache-Control": "no-store", "Retry-After": "1" })
      .end(tooMany);
  } else if (refused === "instance") {
    request.resume();
    answerUnavailable(response);
  } else {
    response.once("close", cancel);
  }
});
// Longer than nginx's 4 s (deploy/nginx/http.conf), so nginx, not the app, closes an idle connection: a
// request nginx sends on one the app is closing gets a reset, and nginx retries no POST.
server.keepAliveTimeout = 10_000;
let accepted = 0;
server.on("connection", (socket) => {
  accepted++;
  connections.add(socket);
  socket.on("close", () => {
    connections.delete(socket);
    onIdle?.();
  });
});
server.listen(port, hostname, () => {
  console.info(`[server] pronto em http://${hostname ?? "localhost"}:${port}`);
});

/**
 * The listening socket closes at once (a proxy sends new requests to the other instances; nginx retries a
 * refused connection, even for a POST), idle kept-alive connections are closed, and the requests in
 * flight, streamed answers included, get SHUTDOWN_GRACE_MS to finish.
 * @param {NodeJS.Signals} signal
 */
async function shutDown(signal) {
  draining = true;
  console.info(
    `[server] ${signal}: sem novas conexões; ${inFlight.size} pedido(s) em andamento, até ${graceMs / 1000} s para terminarem`,
  );
  // Stops listening but leaves the kept-alive connections open (http's close() would drop the idle ones):
  // a proxy may be sending a request on one this very moment, and it does not retry a POST that it sent.
  // Each is closed after its next answer, or by the proxy when idle (nginx after 4 s, deploy/nginx).
  // Connections the kernel took but Node has not accepted yet are reset when the port closes: close it
  // right after a turn of the event loop that accepted none (at most 50 turns).
  for (let turn = 0, before = -1; turn < 50 && before !== accepted; turn++) {
    before = accepted;
    await new Promise((resolve) => setImmediate(resolve));
  }
  net.Server.prototype.close.call(server);
  for (const response of inFlight) if (!response.headersSent) response.setHeader("Connection", "close");
  const done = () => inFlight.size === 0 && connections.size === 0;
  if (!done()) {
    await new Promise((resolve) => {
      onIdle = () => done() && resolve(undefined);
      setTimeout(resolve, graceMs);
    });
  }
  if (inFlight.size > 0) {
    console.warn(`[server] ${inFlight.size} pedido(s) passaram de ${graceMs / 1000} s: encerrados`);
    for (const response of inFlight) {
      // Not started: a 503 the client can retry. Started (a stream): closing the connection says it is cut.
      if (response.headersSent) response.destroy();
      else answerUnavailable(response);
    }
    await new Promise((resolve) => setTimeout(resolve, 200)); // the 503s leave before the connections close
  }
  server.closeAllConnections();
  // Closing the pool and Redis waits on them: bounded, a dependency that hangs must not keep us alive.
  await Promise.race([closeAll(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  console.info("[server] encerrado");
  process.exit(0); // runs the 'exit' handlers, which free the data folder
}

// Later signals (npm forwards the one the process group already got) change nothing.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    if (!draining) void shutDown(signal);
  });
}

/** @param {string} pathname */
function decodes(pathname) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
