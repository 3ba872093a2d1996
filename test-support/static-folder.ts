import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css",
  ".js": "text/javascript",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".xml": "application/xml",
  ".txt": "text/plain",
};

/**
 * A plain static host for an unzipped export, as Netlify or Cloudflare Pages serve one: a folder's
 * index.html, and 404.html (with status 404) for an address with no file. Every request is recorded.
 */
export async function serveFolder(root: string, port = 0) {
  const requests: string[] = [];
  const server = createServer(async (req, res) => {
    requests.push(req.url ?? "/");
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    let file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root)) return void res.writeHead(400).end();
    const info = await stat(file).catch(() => null);
    if (info?.isDirectory()) file = path.join(file, "index.html");
    const body = await readFile(file).catch(() => null);
    if (!body) {
      res.writeHead(404, { "content-type": types[".html"] });
      return void res.end(await readFile(path.join(root, "404.html")).catch(() => "não encontrado"));
    }
    res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
