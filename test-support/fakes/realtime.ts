/**
 * The Realtime half of the fake OpenAI server: a real WebSocket server on the same port, at /v1/realtime,
 * speaking the GA protocol as far as a text-to-speech client needs it. After the upgrade it sends
 * session.created; it answers session.update with session.updated (refusing, as OpenAI does, a voice
 * Realtime does not have, and any output format but 24 kHz PCM), conversation.item.create with
 * conversation.item.created, and response.create with the response's events: response.created, the audio
 * in response.output_audio.delta events (base64 PCM, 50 ms of tone per character of the text read, divided by
 * the session's audio.output.speed, so a
 * test can tell the whole stream arrived), its transcript, and response.done.
 *
 * Each connection takes the next "realtime" scenario: "ok" (`delayMs` before the audio, `chunkDelayMs`
 * before each 100 ms delta, `audioMs` of audio instead of 50 ms per character), "error" (the upgrade is
 * refused with that HTTP status), "hang" (the socket stays open, nothing answers), "cut" (the socket drops
 * after `afterChunks` deltas), "event-error" (an error event instead of the response), "response-failed"
 * (response.done with status failed or incomplete), "malformed" (done without audio).
 */
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { paced, type RecordedRequest, type Scenario } from "./openai-server";

/** Voices the Realtime API has (OpenAI's Realtime reference); fable, onyx and nova are speech-endpoint only. */
export const realtimeVoices = ["alloy", "ash", "ballad", "coral", "echo", "sage", "shimmer", "verse", "marin", "cedar"];
const REALTIME_RATE = 24_000;
const MS_PER_CHARACTER = 50;
const DELTA_MS = 100;

type Options = { next: () => Scenario; record: (request: RecordedRequest) => void; audio: Buffer };
type Event = Record<string, unknown> & { type?: string };
type Output = { format: { type?: string; rate?: number }; voice: string; speed?: number };

export function attachRealtime(server: Server, options: Options) {
  const wss = new WebSocketServer({ noServer: true });
  let ids = 0;
  const id = (prefix: string) => `${prefix}_${++ids}`;

  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const scenario = url.pathname === "/v1/realtime" ? options.next() : undefined;
    const events: Event[] = [];
    const model = url.searchParams.get("model") ?? "";
    const authorization = req.headers.authorization ?? null;
    if (scenario) options.record({ endpoint: "realtime", body: { model, events }, authorization });
    if (!scenario || scenario.kind === "error") {
      const refusal = scenario?.kind === "error" ? scenario : undefined;
      const body = JSON.stringify({
        error: {
          message: refusal ? (refusal.message ?? "Simulated failure") : "Unknown route",
          type: "invalid_request_error",
          code: refusal ? (refusal.code ?? null) : "not_found",
          param: null,
        },
      });
      const head = [`HTTP/1.1 ${refusal?.status ?? 404} Refused`, "content-type: application/json"];
      head.push("connection: close", `content-length: ${Buffer.byteLength(body)}`);
      socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => session(ws, model, scenario, events));
  });

  function session(ws: WebSocket, model: string, scenario: Scenario, events: Event[]) {
    const send = (event: Event) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ event_id: id("event"), ...event }));
    };
    let output: Output = { format: { type: "audio/pcm", rate: REALTIME_RATE }, voice: "alloy" };
    const state = () => ({ type: "realtime", id: sessionId, model, output_modalities: ["audio"], audio: { output } });
    const sessionId = id("sess");
    let text = "";
    if (scenario.kind === "event-error" && scenario.atOpen) {
      return send(errorEvent(scenario.code, scenario.message ?? "Simulated failure", null, scenario.type));
    }
    send({ type: "session.created", session: state() });

    ws.on("message", async (raw) => {
      let event: Event;
      try {
        event = JSON.parse(raw.toString());
      } catch {
        return send(errorEvent("invalid_json", "The server could not parse the client event."));
      }
      events.push(event);
      if (scenario.kind === "hang") return;
      if (event.type === "session.update") {
        const asked = (event.session as { audio?: { output?: Partial<Output> } } | undefined)?.audio?.output ?? {};
        if (asked.voice && !realtimeVoices.includes(asked.voice)) {
          const message = `Invalid value: '${asked.voice}'. Supported values are: ${realtimeVoices.join(", ")}.`;
          return send(errorEvent("invalid_value", message, "session.audio.output.voice"));
        }
        const format = asked.format;
        if (format && (format.type !== "audio/pcm" || (format.rate ?? REALTIME_RATE) !== REALTIME_RATE)) {
          return send(errorEvent("invalid_value", "This fake only speaks 24 kHz PCM.", "session.audio.output.format"));
        }
        output = { ...output, ...asked };
        return send({ type: "session.updated", session: state() });
      }
      if (event.type === "conversation.item.create") {
        const item = event.item as { content?: { type: string; text?: string }[] };
        text += item?.content?.map((part) => part.text ?? "").join("") ?? "";
        return send({ type: "conversation.item.created", item: { id: id("item"), ...item } });
      }
      if (event.type === "response.create") await respond(ws, send, scenario, text, output.speed ?? 1);
    });
  }

  async function respond(ws: WebSocket, send: (event: Event) => void, scenario: Scenario, text: string, speed: number) {
    const responseId = id("resp");
    const itemId = id("item");
    const where = { response_id: responseId, item_id: itemId, output_index: 0, content_index: 0 };
    if (scenario.kind === "event-error") {
      return send(errorEvent(scenario.code, scenario.message ?? "Simulated failure", null, scenario.type));
    }
    const response = { id: responseId, object: "realtime.response" };
    send({ type: "response.created", response: { ...response, status: "in_progress", output: [] } });
    if (scenario.kind === "response-failed") {
      const status_details =
        scenario.status === "failed"
          ? { type: "failed", error: { type: "server_error", code: scenario.code ?? "server_error" } }
          : { type: "incomplete", reason: scenario.reason ?? "content_filter" };
      const done = { ...response, status: scenario.status, status_details, output: [] };
      return send({ type: "response.done", response: done });
    }
    if (scenario.kind === "ok" && scenario.delayMs) await sleep(scenario.delayMs);
    // Like OpenAI, session.audio.output.speed shortens (or stretches) the reading.
    const ms =
      scenario.kind === "ok" && scenario.audioMs ? scenario.audioMs : ((text.length || 1) * MS_PER_CHARACTER) / speed;
    const audio =
      scenario.kind === "malformed"
        ? Buffer.alloc(0)
        : scenario.kind === "ok" && scenario.paced
          ? paced(options.audio, ms, REALTIME_RATE)
          : tone(options.audio, ms);
    const step = (REALTIME_RATE * 2 * DELTA_MS) / 1000;
    const item = { id: itemId, type: "message", role: "assistant" };
    send({ type: "response.output_item.added", ...where, item: { ...item, content: [] } });
    for (let offset = 0, sent = 0; offset < audio.length; offset += step, sent++) {
      if (scenario.kind === "cut" && sent === scenario.afterChunks) return ws.terminate();
      if (scenario.kind === "ok" && scenario.chunkDelayMs) await sleep(scenario.chunkDelayMs);
      const delta = audio.subarray(offset, offset + step).toString("base64");
      send({ type: "response.output_audio.delta", ...where, delta });
    }
    send({ type: "response.output_audio_transcript.done", ...where, transcript: text });
    send({ type: "response.output_audio.done", ...where });
    const output = [{ ...item, content: [{ type: "output_audio", transcript: text }] }];
    send({ type: "response.done", response: { ...response, status: "completed", status_details: null, output } });
  }

  return {
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}

function errorEvent(code: string, message: string, param: string | null = null, type = "invalid_request_error") {
  return { type: "error", error: { type, code, message, param, event_id: null } };
}

/** `ms` of audio cut from (and repeating) a 24 kHz 16-bit tone. */
function tone(source: Buffer, ms: number): Buffer {
  const bytes = Math.round((REALTIME_RATE * ms) / 1000) * 2;
  const out = Buffer.alloc(bytes);
  for (let offset = 0; offset < bytes; offset += source.length) {
    source.copy(out, offset, 0, Math.min(source.length, bytes - offset));
  }
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
