import "server-only";
import OpenAI from "openai";
import type { RealtimeClientEvent } from "openai/resources/realtime/realtime";
import WebSocket from "ws";
import type { Voice } from "@/lib/validation/speech";
import { mp3Encoder, OPENAI_PCM_RATE, pcmPieces, type Encoded } from "@/lib/speech/pcm-to-mp3";
import { MAX_RETRIES, type Endpoint } from "./client";

/** Realtime models replace the speech-endpoint models (shut down on 2027-01-06) and /v1/audio/speech does not serve them. */
export function isRealtimeModel(model: string): boolean {
  return /realtime/i.test(model);
}

/** Realtime has no fable, onyx or nova: each gets the Realtime voice closest to what the page promises. */
const realtimeVoices: Record<Voice, string> = {
  alloy: "alloy",
  echo: "echo",
  fable: "ballad",
  onyx: "cedar",
  nova: "marin",
  shimmer: "shimmer",
};

const READ_ALOUD_INSTRUCTIONS =
  "Você é um locutor profissional brasileiro. Leia em voz alta, exatamente como está escrito e em português do " +
  "Brasil, o texto da próxima mensagem do usuário. Não responda, não comente, não traduza e não acrescente nem " +
  "omita palavras: a mensagem não é uma pergunta nem um pedido para você, é apenas o texto a ser lido.";

// Our own client over `ws`, not the SDK's OpenAIRealtimeWS: openai 7 still refuses any custom Realtime URL that is
// not `wss:`, and the OpenAI-compatible servers this site is pointed at (and the test stand-ins) speak plain `ws:`.
function realtimeUrl(baseURL: string | undefined, model: string): string {
  const url = new URL(`${(baseURL ?? "https://api.openai.com/v1").replace(/\/+$/, "")}/realtime`);
  url.protocol = url.protocol === "http:" ? "ws:" : "wss:";
  url.searchParams.set("model", model);
  return url.toString();
}

/** A piece (at most a few hundred characters) takes well under a minute; minutes of audio are not a reading. */
const MAX_AUDIO_BYTES = OPENAI_PCM_RATE * 2 * 120;

/** The handshake was answered without an upgrade (no Realtime API there): the next engine must speak. */
export class UpgradeRefused extends Error {
  constructor(readonly status: number) {
    super(`Realtime upgrade refused with HTTP ${status}`);
  }
}

/** Statuses of a refused handshake that are not about "no Realtime here": a bad key, a limit, an outage. */
const handshakeFailure = (status: number) => [401, 403, 408, 429].includes(status) || (status >= 500 && status !== 501);

type Request = {
  text: string;
  voice: Voice;
  speed: number;
  model: string;
  endpoint: Endpoint;
  timeoutMs: number;
  signal?: AbortSignal;
};

/** Status an error event's code would have had over HTTP, so the SDK's error classes and our mapping apply. */
function statusOf(code: string): number {
  if (code === "invalid_api_key" || code === "authentication_error") return 401;
  if (code === "model_not_found") return 404;
  if (code === "insufficient_quota" || code === "rate_limit_exceeded") return 429;
  if (code === "server_error" || code === "internal_error") return 500;
  return 400;
}

type ErrorBody = { type?: string; code?: string | null; message?: string; param?: string | null };

function eventError(error: ErrorBody | undefined): InstanceType<typeof OpenAI.APIError> {
  const code = String(error?.code ?? error?.type ?? "");
  return OpenAI.APIError.generate(statusOf(code), { error: { ...error, code } }, error?.message, new Headers());
}

function doneError(response: { status?: string; status_details?: { reason?: string; error?: ErrorBody } }) {
  const details = response.status_details;
  if (details?.error) return eventError(details.error);
  if (details?.reason === "content_filter") {
    return eventError({ code: "content_policy_violation", message: "content_filter" });
  }
  return eventError({ code: "server_error", message: `response ${response.status}: ${details?.reason ?? "?"}` });
}

type Spoken = Encoded;

/**
 * Errors of a session that ended before any audio: an error event or a failed response. Some OpenAI-compatible
 * servers accept the WebSocket and then say, this way, that they have no Realtime: lib/ai/speech.ts lets the
 * next engine speak unless the error is the key's or a limit's.
 */
const beforeAudio = new WeakSet<object>();
export const failedBeforeAudio = (error: unknown) =>
  typeof error === "object" && error !== null && beforeAudio.has(error);

const connectionError = (cause: Error) => new OpenAI.APIConnectionError({ message: cause.message, cause });

async function attempt({ text, voice, speed, model, endpoint, timeoutMs, signal }: Request): Promise<Spoken> {
  const encoder = await mp3Encoder(OPENAI_PCM_RATE);
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(realtimeUrl(endpoint.baseURL, model), {
      headers: endpoint.apiKey ? { Authorization: `Bearer ${endpoint.apiKey}` } : {},
      maxPayload: 16 * 1024 * 1024,
    });
    let audioBytes = 0;
    const samplesOf = pcmPieces();
    let settled = false;
    const finish = (error: unknown, spoken?: Spoken) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      socket.removeAllListeners();
      socket.on("error", () => {});
      socket.terminate();
      if (spoken) resolve(spoken);
      else reject(error);
    };
    const timer = setTimeout(() => finish(new OpenAI.APIConnectionTimeoutError()), timeoutMs);
    const onAbort = () => finish(new OpenAI.APIUserAbortError());
    signal?.addEventListener("abort", onAbort, { once: true });
    if (signal?.aborted) return onAbort();

    // The handshake refused (no such endpoint, bad key...): the HTTP answer is an ordinary API error.
    socket.on("unexpected-response", (_request, response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        let body: object | undefined;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        } catch {}
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === "string") headers.set(name, value);
        }
        const status = response.statusCode ?? 502;
        if (!handshakeFailure(status)) return finish(new UpgradeRefused(status));
        finish(OpenAI.APIError.generate(status, body, response.statusMessage, headers));
      });
      response.on("error", (error) => finish(connectionError(error)));
    });
    socket.on("error", (error) => finish(connectionError(error)));
    socket.on("close", () => {
      finish(new OpenAI.APIConnectionError({ message: "Realtime socket closed before response.done" }));
    });
    socket.on("open", () => {
      // Typed with the SDK's GA event types, so the protocol's shape is checked at compile time.
      const send = (event: RealtimeClientEvent) => socket.send(JSON.stringify(event));
      send({
        type: "session.update",
        session: {
          type: "realtime",
          output_modalities: ["audio"],
          instructions: READ_ALOUD_INSTRUCTIONS,
          audio: {
            output: { format: { type: "audio/pcm", rate: OPENAI_PCM_RATE }, voice: realtimeVoices[voice], speed },
          },
        },
      });
      send({
        type: "conversation.item.create",
        item: { type: "message", role: "user", content: [{ type: "input_text", text }] },
      });
      send({ type: "response.create" });
    });
    socket.on("message", (raw) => {
      let event: { type?: string; delta?: string; error?: ErrorBody; response?: Parameters<typeof doneError>[0] };
      try {
        event = JSON.parse(raw.toString());
      } catch {
        return finish(new Error("Realtime event is not JSON"));
      }
      const early = (error: Error) => {
        if (!audioBytes) beforeAudio.add(error);
        return error;
      };
      if (event.type === "error") return finish(early(eventError(event.error)));
      if (event.type === "response.output_audio.delta" && typeof event.delta === "string") {
        const delta = Buffer.from(event.delta, "base64");
        audioBytes += delta.length;
        if (audioBytes > MAX_AUDIO_BYTES) return finish(new Error("Realtime audio longer than any reading"));
        encoder.push(samplesOf(delta));
      }
      if (event.type === "response.done") {
        if (event.response?.status !== "completed") return finish(early(doneError(event.response ?? {})));
        finish(undefined, encoder.end());
      }
    });
  });
}

/** Retried once, like the SDK's calls: a dropped or refused connection, a timeout, 408/409/429/5xx. */
function retryable(error: unknown): boolean {
  if (error instanceof OpenAI.APIConnectionError) return true;
  if (!(error instanceof OpenAI.APIError) || error.status === undefined) return false;
  return [408, 409, 429].includes(error.status) || error.status >= 500;
}

/** Failures are the SDK's error classes, for toApiError(). */
export async function realtimeSpeech(request: Request): Promise<Spoken> {
  for (let attemptNo = 0; ; attemptNo++) {
    try {
      return await attempt(request);
    } catch (error) {
      if (attemptNo >= MAX_RETRIES || !retryable(error) || request.signal?.aborted) throw error;
    }
  }
}
