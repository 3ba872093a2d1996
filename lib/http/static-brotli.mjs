// @ts-check
/**
 * Brotli for the build's static files (`/_next/static/`): Next compresses them with gzip on every request;
 * Brotli at its best quality makes the site's script 8-16% smaller (bench/history.md, issue 29), and it is
 * too slow to run per request, so each file is compressed once, next to it (`name.js.br`), and served from
 * there to a browser that accepts `br`. Files are only ever looked up in the list made from the build
 * folder, so a request path can never reach another file.
 */
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotliCompress = promisify(zlib.brotliCompress);
const PREFIX = "/_next/static/";
/** What is worth compressing, and the Content-Type Next gives it. */
const types = /** @type {Record<string, string>} */ ({
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
});
const MIN_BYTES = 1024; // below a packet, compressing saves nothing

/**
 * @typedef {{ file: string, size: number, type: string, etag: string }} Compressed
 * @typedef {Map<string, Compressed>} StaticBrotli  keyed by URL path, /_next/static/...
 */

/** @param {string} dir @returns {Promise<string[]>} */
async function walk(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : Promise.resolve([full]);
    }),
  );
  return files.flat();
}

/**
 * Compresses what is not compressed yet (written beside the file, through a temporary name so two
 * instances starting on one build never read half a file) and returns the list to serve. Slow at quality
 * 11 (seconds for a whole build), so the server starts without waiting and serves gzip until it is done.
 * @param {string} distDir
 * @returns {Promise<StaticBrotli>}
 */
export async function prepareStaticBrotli(distDir) {
  const root = path.resolve(distDir, "static");
  /** @type {StaticBrotli} */
  const served = new Map();
  const files = (await walk(root)).filter((file) => types[path.extname(file)]);
  for (const file of files) {
    const stat = await fs.stat(file);
    if (stat.size < MIN_BYTES) continue;
    const target = `${file}.br`;
    let size = await fs.stat(target).then(
      (s) => s.size,
      () => -1,
    );
    if (size < 0) {
      const source = await fs.readFile(file);
      const compressed = await brotliCompress(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, compressed);
      await fs.rename(temporary, target);
      size = compressed.length;
    }
    if (size >= stat.size) continue;
    const url = PREFIX + path.relative(root, file).split(path.sep).join("/");
    served.set(url, {
      file: target,
      size,
      type: types[path.extname(file)],
      etag: `"br-${size.toString(36)}-${Math.round(stat.mtimeMs).toString(36)}"`,
    });
  }
  return served;
}

/** @param {string | undefined} header */
function acceptsBrotli(header) {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().split(";");
    if (coding.trim().toLowerCase() !== "br") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Answers a GET or HEAD for a compressed static file and returns true; returns false for anything else,
 * which Next then serves as before.
 * @param {StaticBrotli | undefined} served
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {string} pathname
 */
export function serveStaticBrotli(served, request, response, pathname) {
  if (!served || (request.method !== "GET" && request.method !== "HEAD")) return false;
  const entry = served.get(pathname);
  if (!entry) return false;
  response.setHeader("Vary", "Accept-Encoding");
  if (!acceptsBrotli(request.headers["accept-encoding"])) return false;
  response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  response.setHeader("ETag", entry.etag);
  if (request.headers["if-none-match"] === entry.etag) {
    response.writeHead(304).end();
    return true;
  }
  response.writeHead(200, { "Content-Type": entry.type, "Content-Encoding": "br", "Content-Length": entry.size });
  if (request.method === "HEAD") {
    response.end();
    return true;
  }
  createReadStream(entry.file)
    .on("error", () => response.destroy())
    .pipe(response);
  return true;
}
