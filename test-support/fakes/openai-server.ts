/**
 * A fake OpenAI-compatible server for tests: real HTTP on 127.0.0.1, reached through the real openai
 * SDK via OPENAI_BASE_URL. It answers chat completions (plain and streamed), speech (MP3, or WAV, PCM
 * and Ogg like compatible servers that ignore response_format), image generation (n images; an RGBA PNG
 * for background "transparent"; dall-e-3 refuses n > 1 as OpenAI does), image edits (multipart, recorded
 * with the uploaded file's type and size) and, on the same port,
 * Realtime sessions over WebSocket (./realtime.ts), and can be told to fail in every way the app must
 * survive. A chat request with `response_format: {type: "json_schema"}` gets, unless told otherwise, a
 * valid instance of its schema built from the schema itself (so it follows the app's schema as it changes).
 *
 * Control (JSON over HTTP, so e2e tests can steer a server started in another process):
 *   POST /__scenario {endpoint, ...Scenario, times?}  queue the next answer(s) for an Endpoint
 *   POST /__reset                                       forget queued scenarios and recorded requests
 *   GET  /__requests                                    every request received: {endpoint, body, authorization}
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { deflateSync } from "node:zlib";
import { transparentPng } from "./png";
import { attachRealtime } from "./realtime";
import { fakeTranslation, type TranslationMode } from "./translator";

export type Endpoint = "chat" | "speech" | "image" | "image-edit" | "realtime";

export type Scenario =
  /**
   * A normal answer. `content` replaces the default chat text; streams send it in `chunks` pieces
   * (`stallAfterChunks`: then go silent without closing).
   */
  | {
      kind: "ok";
      content?: string;
      /** Sent as the message's content, serialised: valid, invalid or hostile structured output. */
      json?: unknown;
      chunks?: number;
      chunkDelayMs?: number;
      delayMs?: number;
      revisedPrompt?: string;
      stallAfterChunks?: number;
      /** Reasoning models think before the first word: ms per reasoning_effort (medium when none is sent). */
      reasoningMs?: Partial<Record<string, number>>;
      /** Realtime: how much audio to stream, instead of 50 ms per character of the text. */
      audioMs?: number;
      /** Speech: the audio format to answer whatever response_format asked (servers that ignore it). */
      audio?: "mp3" | "wav" | "pcm" | "ogg";
      /** Realtime: the tone between 80 ms of silence before and 150 ms after, as a voice between pauses. */
      paced?: boolean;
    }
  /** A translator's answer (json_schema "translation"): one that drops a placeholder, or JSON of another shape. */
  | { kind: "translation"; mode: TranslationMode; delayMs?: number }
  /** An OpenAI-style error body with this status. */
  | {
      kind: "error";
      status: number;
      code?: string;
      type?: string;
      message?: string;
      param?: string;
      headers?: Record<string, string>;
    }
  /** Accepts the request and never answers. */
  | { kind: "hang" }
  /** 200 with a body the client cannot use. */
  | { kind: "malformed" }
  /** Streams `afterChunks` pieces, then drops the connection (Realtime: that many audio deltas). */
  | { kind: "cut"; afterChunks: number; content?: string }
  /**
   * Realtime: an `error` event with this code (the socket stays open, as OpenAI does); `atOpen`: right after the
   * upgrade, before the client sends anything (as @copilotkit/aimock does without a realtime fixture).
   */
  | { kind: "event-error"; code: string; type?: string; message?: string; atOpen?: boolean }
  /** Realtime: a response.done whose status is failed or incomplete. */
  | { kind: "response-failed"; status: "failed" | "incomplete"; code?: string; reason?: string };

/** For Realtime, `body` is `{model, events}`: the model asked for and the session's client events in order. */
export type RecordedRequest = { endpoint: Endpoint; body: Record<string, unknown>; authorization: string | null };

export type FakeOpenAI = {
  url: string; // base URL to use as OPENAI_BASE_URL (ends in /v1)
  origin: string;
  queue(endpoint: Endpoint, scenario: Scenario, times?: number): void;
  requests: RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
};

const REASONING_MODEL = /^(o\d|gpt-[5-9])/i;

function defaultChatReply(body: Record<string, unknown>, mode: TranslationMode = "good"): string {
  const messages = (body.messages as { role: string; content: string }[] | undefined) ?? [];
  const user = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
  const format = body.response_format as
    { type?: string; json_schema?: { name?: string; schema?: JsonSchema & { properties?: object } } } | undefined;
  if (format?.json_schema?.name === "translation") {
    return fakeTranslation(user, "alternatives" in (format.json_schema.schema?.properties ?? {}), mode);
  }
  if (format?.type === "json_schema" && format.json_schema?.schema) {
    const product = /Nome do produto: (.*)/.exec(user)?.[1]?.trim() ?? "Produto";
    return JSON.stringify(sampleOf(format.json_schema.schema, product, []));
  }
  return `Resposta simulada.\nPedido: ${user}`;
}

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  enum?: unknown[];
  minimum?: number;
};

/** A valid instance of a JSON Schema: strings name their field, their place and the product; html fields are HTML. */
function sampleOf(schema: JsonSchema, product: string, path: string[]): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.type === "object") {
    const entries = Object.entries(schema.properties ?? {});
    return Object.fromEntries(entries.map(([key, child]) => [key, sampleOf(child, product, [...path, key])]));
  }
  if (schema.type === "array") {
    const count = Math.max(schema.minItems ?? 1, 1);
    return Array.from({ length: count }, (_, i) => sampleOf(schema.items ?? {}, product, [...path, String(i + 1)]));
  }
  if (schema.type === "number" || schema.type === "integer") return schema.minimum ?? 1;
  if (schema.type === "boolean") return true;
  const key = path.filter((part) => !/^\d+$/.test(part)).at(-1) ?? "texto";
  const place = path.filter((part) => /^\d+$/.test(part)).join(".");
  if (/html/i.test(key))
    return `<h2>${product}</h2><p>Descrição simulada ${place} de ${product}.</p><ul><li>Leve</li><li>Resistente</li></ul>`;
  return `${key} ${place} ${product}`;
}

export async function startFakeOpenAI(port = 0): Promise<FakeOpenAI> {
  const queues: Record<Endpoint, Scenario[]> = { chat: [], speech: [], image: [], "image-edit": [], realtime: [] };
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const tone = toneSamples(24_000);
  const mp3 = await toneMp3();
  // As the provider does, an image of the size asked for (made once per size).
  const made = new Map<string, Buffer>();
  const imageOf = (size: unknown, transparent: boolean) => {
    const [width, height] = /^\d+x\d+$/.test(String(size)) ? String(size).split("x").map(Number) : [64, 64];
    const key = `${width}x${height}${transparent ? " clear" : ""}`;
    if (!made.has(key)) made.set(key, transparent ? transparentPng(width, height) : gradientPng(width, height));
    return made.get(key)!;
  };

  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://fake");
      const body = req.method === "POST" ? await readBody(req) : {};

      if (url.pathname === "/health") return json(res, 200, { ok: true });
      if (url.pathname === "/__reset") {
        for (const queue of Object.values(queues)) queue.length = 0;
        requests.length = 0;
        return json(res, 200, { ok: true });
      }
      if (url.pathname === "/__requests") return json(res, 200, requests);
      if (url.pathname === "/__scenario") {
        const { endpoint, times, ...scenario } = body as { endpoint: Endpoint; times?: number } & Scenario;
        for (let i = 0; i < (times ?? 1); i++) queues[endpoint].push(scenario as Scenario);
        return json(res, 200, { ok: true });
      }

      const endpoint: Endpoint | undefined =
        url.pathname === "/v1/chat/completions"
          ? "chat"
          : url.pathname === "/v1/audio/speech"
            ? "speech"
            : url.pathname === "/v1/images/generations"
              ? "image"
              : url.pathname === "/v1/images/edits"
                ? "image-edit"
                : undefined;
      if (!endpoint) return json(res, 404, errorBody("Unknown route", "invalid_request_error", "not_found"));

      requests.push({ endpoint, body, authorization: req.headers.authorization ?? null });
      const scenario = queues[endpoint].shift() ?? { kind: "ok" };

      if (scenario.kind === "hang") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      if (scenario.kind === "error") {
        res.writeHead(scenario.status, { "content-type": "application/json", ...scenario.headers });
        return res.end(
          JSON.stringify(
            errorBody(
              scenario.message ?? "Simulated failure",
              scenario.type ?? "api_error",
              scenario.code,
              scenario.param,
            ),
          ),
        );
      }
      if ((scenario.kind === "ok" || scenario.kind === "translation") && scenario.delayMs)
        await sleep(scenario.delayMs);

      if (endpoint === "chat") {
        const model = String(body.model ?? "");
        if (
          REASONING_MODEL.test(model) &&
          ("max_tokens" in body || ("temperature" in body && body.temperature !== 1))
        ) {
          const param = "max_tokens" in body ? "max_tokens" : "temperature";
          return json(res, 400, {
            error: {
              message: `Unsupported parameter: '${param}' is not supported with this model.`,
              type: "invalid_request_error",
              param,
              code: "unsupported_parameter",
            },
          });
        }
        if (scenario.kind === "malformed")
          return json(res, 200, { id: "chatcmpl-x", object: "chat.completion", choices: [] });
        if (scenario.kind === "ok" && scenario.reasoningMs && REASONING_MODEL.test(model)) {
          await sleep(scenario.reasoningMs[String(body.reasoning_effort ?? "medium")] ?? 0);
        }
        const content =
          ("content" in scenario && scenario.content) ||
          (scenario.kind === "ok" && scenario.json !== undefined && JSON.stringify(scenario.json)) ||
          defaultChatReply(body, scenario.kind === "translation" ? scenario.mode : undefined);
        if (body.stream) {
          const cut = scenario.kind === "cut" ? scenario.afterChunks : undefined;
          const pieces = split(content, scenario.kind === "ok" ? (scenario.chunks ?? 8) : Math.max(2, (cut ?? 1) * 2));
          const delay = scenario.kind === "ok" ? (scenario.chunkDelayMs ?? 0) : 20;
          const stall = scenario.kind === "ok" ? scenario.stallAfterChunks : undefined;
          if (stall !== undefined) {
            hanging.add(res);
            res.on("close", () => hanging.delete(res));
          }
          return streamChat(res, model, pieces, delay, cut, stall);
        }
        return json(res, 200, {
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: now(),
          model,
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        });
      }

      if (endpoint === "speech") {
        if (scenario.kind === "malformed") return json(res, 200, { not: "audio" });
        const format = scenario.kind === "ok" ? (scenario.audio ?? "mp3") : "mp3";
        // Asked for WAV (the site does, for subtitles), it speaks like the Realtime half: 50 ms of tone per
        // character, divided by the speed, between 80 ms of silence before and 150 ms after.
        if (body.response_format === "wav" && !(scenario.kind === "ok" && scenario.audio)) {
          const ms = (String(body.input ?? "").length * 50) / Number(body.speed ?? 1);
          const audio = wav(pcmSamples(paced(pcm(tone), ms, 24_000)), 24_000);
          res.writeHead(200, { "content-type": "audio/wav", "content-length": audio.length });
          return res.end(audio);
        }
        const [type, audio] =
          format === "wav"
            ? ["audio/wav", wav(tone, 24_000)]
            : format === "pcm"
              ? ["audio/pcm", pcm(tone)]
              : format === "ogg"
                ? ["audio/ogg", Buffer.from("OggS\0\x02fake opus stream")]
                : ["audio/mpeg", mp3];
        res.writeHead(200, { "content-type": type, "content-length": audio.length });
        return res.end(audio);
      }

      // image and image-edit
      if (scenario.kind === "malformed") return json(res, 200, { created: now(), data: [] });
      const model = String(body.model ?? "");
      const n = Number(body.n ?? 1);
      if (model.startsWith("dall-e-3") && n > 1) {
        return json(res, 400, errorBody("dall-e-3 only supports n=1.", "invalid_request_error", null, "n"));
      }
      const revised = scenario.kind === "ok" ? scenario.revisedPrompt : undefined;
      const image = imageOf(body.size, body.background === "transparent");
      return json(res, 200, {
        created: now(),
        data: Array.from({ length: n }, () => ({
          b64_json: image.toString("base64"),
          ...(model.startsWith("dall-e") || revised ? { revised_prompt: revised ?? `Revisado: ${body.prompt}` } : {}),
        })),
      });
    } catch (error) {
      json(res, 400, errorBody(String(error), "invalid_request_error"));
    }
  });

  const realtime = attachRealtime(server, {
    next: () => queues.realtime.shift() ?? { kind: "ok" },
    record: (request) => requests.push(request),
    audio: pcm(tone),
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}/v1`,
    origin,
    requests,
    queue(endpoint, scenario, times = 1) {
      for (let i = 0; i < times; i++) queues[endpoint].push(scenario);
    },
    reset() {
      for (const queue of Object.values(queues)) queue.length = 0;
      requests.length = 0;
    },
    close() {
      for (const res of hanging) res.destroy();
      realtime.close();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function streamChat(
  res: ServerResponse,
  model: string,
  pieces: string[],
  delayMs: number,
  cutAfter?: number,
  stallAfter?: number,
) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: now(), model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.write(chunk({ role: "assistant", content: "" }));
  (async () => {
    for (let i = 0; i < pieces.length; i++) {
      if (cutAfter !== undefined && i === cutAfter) {
        res.socket?.destroy();
        return;
      }
      if (stallAfter !== undefined && i === stallAfter) return;
      if (delayMs) await sleep(delayMs);
      res.write(chunk({ content: pieces[i] }));
    }
    res.write(chunk({}, "stop"));
    res.end("data: [DONE]\n\n");
  })();
}

function split(text: string, parts: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / parts));
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

function errorBody(message: string, type: string, code?: string | null, param?: string) {
  return { error: { message, type, param: param ?? null, code: code ?? null } };
}

/** JSON, or multipart/form-data (image edits): text fields as strings, files as {name, type, size}. */
async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const contentType = req.headers["content-type"] ?? "";
  if (contentType.startsWith("multipart/form-data")) {
    const form = await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData();
    const body: Record<string, unknown> = {};
    for (const [key, value] of form) {
      body[key] =
        typeof value === "string"
          ? value
          : {
              name: value.name,
              type: value.type,
              size: value.size,
              head: Buffer.from(await value.slice(0, 8).arrayBuffer()).toString("hex"),
            };
    }
    return body;
  }
  const text = bytes.toString("utf8");
  return text ? JSON.parse(text) : {};
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const now = () => Math.floor(Date.now() / 1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One second of a 440 Hz tone, 16-bit mono. */
function toneSamples(rate: number): Int16Array {
  const samples = new Int16Array(rate);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000);
  return samples;
}

/** `ms` of tone (cut from and repeating `source`, 16-bit PCM) between 80 ms of silence before and 150 ms after. */
export function paced(source: Buffer, ms: number, rate: number): Buffer {
  const bytes = (n: number) => Math.round((rate * n) / 1000) * 2;
  const out = Buffer.alloc(bytes(80) + bytes(ms) + bytes(150));
  for (let offset = 0; offset < bytes(ms); offset += source.length) {
    source.copy(out, bytes(80) + offset, 0, Math.min(source.length, bytes(ms) - offset));
  }
  return out;
}

function pcmSamples(bytes: Buffer): Int16Array {
  const samples = new Int16Array(bytes.length / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2);
  return samples;
}

/** Raw 16-bit little-endian PCM, the shape of OpenAI's `pcm` format and of Realtime audio deltas. */
function pcm(samples: Int16Array): Buffer {
  const out = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => out.writeInt16LE(sample, i * 2));
  return out;
}

/** A RIFF/WAVE file around 16-bit mono PCM. */
function wav(samples: Int16Array, rate: number): Buffer {
  const data = pcm(samples);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8, "latin1");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "latin1");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** One second of a 440 Hz tone as a real MP3, so audio elements can play what the fake returns. */
async function toneMp3(): Promise<Buffer> {
  // Imported as ESM on purpose: the package's CommonJS entry is empty.
  const { Mp3Encoder } = await import("@breezystack/lamejs");
  const rate = 22050;
  const samples = toneSamples(rate);
  const encoder = new Mp3Encoder(1, rate, 64);
  const parts: Buffer[] = [];
  for (let i = 0; i < samples.length; i += 1152)
    parts.push(Buffer.from(encoder.encodeBuffer(samples.subarray(i, i + 1152))));
  parts.push(Buffer.from(encoder.flush()));
  return Buffer.concat(parts);
}

/** A small real PNG (RGB gradient), so the browser can decode what the fake returns. */
function gradientPng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = (x * 255) / width;
      raw[row + 2 + x * 3] = (y * 255) / height;
      raw[row + 3 + x * 3] = 180;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
