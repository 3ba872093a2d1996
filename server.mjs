// @ts-check
/**
 * `npm start`: Next behind a small HTTP server that does what route handlers cannot.
 * - Records the TCP peer address in PEER_ADDRESS_HEADER, after deleting any copy the client sent
 *   (Next hands route handlers no socket; lib/http/client-ip.ts reads it).
 * - Answers a path with bad percent-encoding with 400 itself (Next answers those with a bare 500), and a
 *   page asked for with a method other than GET or HEAD with 405 (Next answers those in English): a browser
 *   gets the site's own pt-BR page, any other client the API's error envelope.
 * - Sets the security headers on every answer from the run-time environment (HSTS follows SITE_URL).
 * - Refuses to start on an embedded data folder that another live process uses.
 * PORT (3000) and HOSTNAME (all interfaces, like `next start`) say where it listens; --dev runs `next dev`.
 */
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nextEnv from "@next/env";
import { DataDirLockedError, lockDataDir } from "./lib/db/data-dir-lock.mjs";
import { PEER_ADDRESS_HEADER } from "./lib/http/peer-address.mjs";
import { securityHeadersFromEnv } from "./lib/http/security-headers.mjs";

const dev = process.argv.includes("--dev");
const dir = path.dirname(fileURLToPath(import.meta.url));
nextEnv.loadEnvConfig(dir, dev);
const env = process.env;
// @ts-expect-error NODE_ENV is typed read-only, but this process decides it, as `next start` does.
env.NODE_ENV ??= dev ? "development" : "production";

if (!env.DATABASE_URL?.trim()) {
  try {
    lockDataDir(path.resolve(env.DATA_DIR?.trim() || ".data")); // resolved as lib/env.ts does
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`[server] ${error.message}`);
    process.exit(1);
  }
}

const port = Number(env.PORT || 3000);
const hostname = env.HOSTNAME || undefined;
const { default: next } = await import("next");
const app = next({ dev, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const badAddress = JSON.stringify({
  error: { code: "invalid_input", message: "Endereço inválido: verifique o link." },
});
const wrongMethod = JSON.stringify({ error: { code: "method_not_allowed", message: "Método não permitido." } });
const readMethods = ["GET", "HEAD"];

const server = createServer((request, response) => {
  const url = request.url ?? "/";
  const pathname = url.split("?")[0];
  for (const { key, value } of securityHeadersFromEnv(env, pathname)) response.setHeader(key, value);
  delete request.headers[PEER_ADDRESS_HEADER];
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "";
  const method = request.method ?? "GET";
  if (!decodes(pathname)) {
    if (pathname.startsWith("/api/") || !readMethods.includes(method)) {
      response.writeHead(400, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(badAddress);
      return;
    }
    request.url = "/erro/400"; // the site's own 'Endereço inválido' page, with its 400 status
  } else if (!readMethods.includes(method) && !pathname.startsWith("/api/") && !pathname.startsWith("/_next/")) {
    // The site has no server actions, so no page takes a body. API routes answer 405 themselves.
    response.setHeader("Allow", "GET, HEAD");
    if (!/text\/html/.test(request.headers.accept ?? "")) {
      response.writeHead(405, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(wrongMethod);
      return;
    }
    request.resume(); // the body is not read
    request.method = "GET";
    request.url = "/erro/405"; // the 'Método não permitido' page, with its 405 status
  }
  handle(request, response).catch((error) => {
    console.error("[server] unexpected error", error);
    if (!response.headersSent) response.writeHead(500, { "Content-Type": "application/json" });
    response.end();
  });
});
server.listen(port, hostname, () => {
  console.info(`[server] pronto em http://${hostname ?? "localhost"}:${port}`);
});

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    server.close();
    process.exit(0); // runs the 'exit' handlers, which free the data folder
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
