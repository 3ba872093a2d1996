// @ts-check
/**
 * Route handlers that server.mjs calls itself, without Next's router. A route module registers its own handler
 * when Next first loads it (the first request goes through Next); later requests to that method and path go
 * straight to the same function, with the same checks and answers. For the visit counter's beacon, one per page
 * view: through the router it cost about a fifth of a page's render (bench/visit-counting.ts, docs/analytics.md).
 */

/** @typedef {{ handler: (request: Request) => Promise<Response>, maxBytes: number }} DirectRoute */

const registry = Symbol.for("site.direct-routes");
/** @type {{ [registry]?: Map<string, DirectRoute> }} */
const shared = /** @type {any} */ (globalThis);

/**
 * @param {string} method
 * @param {string} pathname
 * @param {DirectRoute["handler"]} handler
 * @param {number} maxBytes the most the handler reads of a body: past it, it answers 413 and the rest is not read
 */
export function registerDirectRoute(method, pathname, handler, maxBytes) {
  (shared[registry] ??= new Map()).set(`${method} ${pathname}`, { handler, maxBytes });
}

/**
 * @param {string} method
 * @param {string} pathname
 * @returns {DirectRoute | undefined}
 */
export function directRoute(method, pathname) {
  return shared[registry]?.get(`${method} ${pathname}`);
}

/**
 * Reads the body (up to one byte past the route's limit, so its handler sees it is too large), calls the handler
 * with a Request as Next would build it, and writes its Response after the headers server.mjs set. A client that
 * goes away before its body is whole gets nothing, and the handler is not called.
 * @param {DirectRoute} route
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
export async function serveDirect({ handler, maxBytes }, request, response) {
  const read = await readUpTo(request, maxBytes + 1).catch(() => undefined);
  if (!read) return void response.destroy(); // the client went away mid-body: nobody to answer
  const { body, whole } = read;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  const url = `http://${request.headers.host ?? "localhost"}${request.url ?? "/"}`;
  const answer = await handler(new Request(url, { method: request.method, headers, body: new Uint8Array(body) }));
  if (!whole) response.setHeader("Connection", "close"); // the rest of the body is never read
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {number} limit
 * @returns {Promise<{ body: Buffer, whole: boolean }>}
 */
function readUpTo(request, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {boolean} whole */
    const done = (whole) => {
      request.off("data", onData).off("end", onEnd).off("error", reject);
      resolve({ body: Buffer.concat(chunks).subarray(0, limit), whole });
    };
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit) {
        request.pause();
        done(false);
      }
    };
    const onEnd = () => done(true);
    request.on("data", onData).on("end", onEnd).on("error", reject);
  });
}
