/**
 * The many-parts upload bomb (8 MB of about 145.000 one-byte fields) against POST /api/image/edit's parsing, two at a
 * time from one client, side by side in one process:
 * - before: the body read whole, then parsed by Response.formData() (what the route did until this change);
 * - after: lib/http/multipart.ts (busboy, streaming, stops at the first part the form does not have).
 * For each, for SECONDS (10), it sends bombs two at a time back to back, and samples the event loop every 20 ms
 * (what a /api/health request waits for on this instance): prints the bombs answered, the time per bomb and the
 * loop's delay (median, max). With --url, then does the same against a running server.mjs (two bombs at a time
 * from one address, /api/health polled every 100 ms).
 * Usage: npx tsx bench/upload-bomb.ts [--seconds 10] [--url http://127.0.0.1:5110]
 */
import { parseArgs } from "node:util";
import { Readable } from "node:stream";
import { parseMultipart, type MultipartShape } from "../lib/http/multipart";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "10" }, url: { type: "string" } },
});
const seconds = Number(values.seconds);

const boundary = "bomb";
const part = `--${boundary}\r\nContent-Disposition: form-data; name="f"\r\n\r\nx\r\n`;
/** As many one-byte fields as fit in 8 MB (the route's cap is the 8 MB image plus its fields). */
const FIELDS = Math.floor(8_000_000 / part.length);
const body = Buffer.from(part.repeat(FIELDS) + `--${boundary}--\r\n`);
const contentType = `multipart/form-data; boundary=${boundary}`;

/** The edit form's shape, as app/api/image/edit/route.ts declares it. */
const shape: MultipartShape = {
  fields: ["prompt", "aspect", "transparent"],
  files: ["image"],
  maxFieldBytes: 4000,
  maxFileBytes: 8 * 1024 * 1024,
  fileTooLarge: "A imagem pode ter no máximo 8 MB.",
};

/** A request as Next hands it to a route: the body a Node stream of 64 KB chunks. */
function request() {
  async function* chunks() {
    for (let offset = 0; offset < body.length; offset += 65536) yield body.subarray(offset, offset + 65536);
  }
  return new Request("http://127.0.0.1/api/image/edit", {
    method: "POST",
    headers: { "content-type": contentType },
    body: Readable.from(chunks(), { objectMode: false }),
    duplex: "half",
  } as unknown as RequestInit);
}

const parsers = {
  "before (read whole, Response.formData)": async () => {
    const bytes = Buffer.from(await request().arrayBuffer());
    await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData();
  },
  "after (lib/http/multipart.ts)": async () => {
    await parseMultipart(request(), shape).catch(() => {});
  },
};

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN;

async function inProcess(name: string, parse: () => Promise<void>) {
  const delays: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const started = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
      delays.push(performance.now() - started - 20);
    }
  })();
  const times: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const lane = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      await parse();
      times.push(performance.now() - started);
      // The next bomb comes in through the socket, as a client's next request would: timers get their turn.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all([lane(), lane()]);
  sampling = false;
  await sampler;
  console.log(
    `${name}: ${times.length} bombs in ${seconds} s, ${median(times).toFixed(0)} ms each (median); ` +
      `event loop late by ${median(delays).toFixed(0)} ms median, ${Math.max(...delays).toFixed(0)} ms max`,
  );
}

async function againstServer(url: string) {
  const health: number[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = [...health];
  const statuses: Record<number, number> = {};
  const times: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const lane = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${url}/api/image/edit`, {
        method: "POST",
        headers: { "content-type": contentType, "x-forwarded-for": "198.19.7.7" },
        body,
      }).catch(() => undefined);
      await response?.arrayBuffer().catch(() => {});
      times.push(performance.now() - started);
      statuses[response?.status ?? 0] = (statuses[response?.status ?? 0] ?? 0) + 1;
    }
  };
  const loaded = health.length;
  await Promise.all([lane(), lane()]);
  polling = false;
  await poller;
  const during = health.slice(loaded);
  console.log(
    `server ${url}: health idle ${median(idle).toFixed(0)} ms; during two bombs at a time for ${seconds} s: ` +
      `${median(during).toFixed(0)} ms median, ${Math.max(...during).toFixed(0)} ms max; ` +
      `bombs ${JSON.stringify(statuses)}, ${median(times).toFixed(0)} ms each (median)`,
  );
}

async function main() {
  console.log(`bomb: ${FIELDS} fields, ${(body.length / 1e6).toFixed(1)} MB`);
  for (const [name, parse] of Object.entries(parsers)) await inProcess(name, parse);
  if (values.url) await againstServer(values.url);
}

void main();
