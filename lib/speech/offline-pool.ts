import "server-only";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { ClientGone } from "@/lib/http/failure";

/** Seconds a client is told to wait when this instance is saturated: a 150-character reading takes ~0.5 s of CPU. */
const RETRY_AFTER_SECONDS = 5;

export function speechBusy(): ApiError {
  return new ApiError(
    "service_unavailable",
    "Muitas pessoas estão gerando áudio agora. Aguarde alguns segundos e tente novamente.",
    { "Retry-After": String(RETRY_AFTER_SECONDS) },
  );
}

/** At most `capacity` holders at once; the next is refused at once (no waiting room, so no pile-up). */
export class Gate {
  private inside = 0;
  constructor(readonly capacity: number) {}

  /** Returns the release function (safe to call twice) or throws the 503. */
  enter(): () => void {
    if (this.inside >= this.capacity) throw speechBusy();
    this.inside++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inside--;
    };
  }
}

export type OfflineJob = { text: string; voice: string; wordsPerMinute: number };
/** `speech`: where the voice is heard in the PCM, [start, end] in seconds. */
export type OfflineAudio = { mp3: Buffer; seconds: number; speech?: [number, number] };

type Pending = OfflineJob & {
  id: number;
  resolve: (audio: OfflineAudio) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker; job?: Pending };

/** The worker is a plain file next to this one, found from the project folder (`npm start`'s working directory). */
const workerFile = () => path.join(process.cwd(), "lib", "speech", "offline-worker.mjs");

/**
 * espeak-ng in `size` worker threads. Requests are admitted (up to `size + queue` at once, each with at most one
 * piece in flight) and their pieces run first come, first served, so a long text takes turns with short ones.
 */
export class OfflinePool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Pending[] = [];
  private readonly gate: Gate;
  private ids = 0;

  constructor(
    readonly size: number,
    readonly queue: number,
  ) {
    this.gate = new Gate(size + queue);
  }

  admit(): () => void {
    return this.gate.enter();
  }

  run(job: OfflineJob, signal?: AbortSignal): Promise<OfflineAudio> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new ClientGone());
      // A piece still waiting when its request ends is dropped; one already running finishes in its thread.
      const onAbort = () => {
        const index = this.waiting.indexOf(pending);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new ClientGone());
      };
      // A long text runs many pieces on one signal: each removes its listener when it settles.
      const settle = () => signal?.removeEventListener("abort", onAbort);
      const pending: Pending = {
        ...job,
        id: ++this.ids,
        resolve: (audio) => (settle(), resolve(audio)),
        reject: (error) => (settle(), reject(error)),
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(pending);
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.waiting.length) {
      let slot = this.slots.find((candidate) => !candidate.job);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.waiting.shift()!;
      slot.job = job;
      const { text, voice, wordsPerMinute, id } = job;
      slot.worker.postMessage({ id, text, voice, wordsPerMinute });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(workerFile());
    // Idle threads must not keep a test run or a stopping server alive.
    worker.unref();
    const slot: Slot = { worker };
    this.slots.push(slot);
    type Answer = { id: number; mp3?: Uint8Array; seconds?: number; speech?: [number, number]; error?: string };
    worker.on("message", (message: Answer) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      slot.job = undefined;
      if (message.mp3) {
        const mp3 = Buffer.from(message.mp3.buffer, message.mp3.byteOffset, message.mp3.byteLength);
        job.resolve({ mp3, seconds: message.seconds ?? 0, speech: message.speech });
      } else job.reject(new Error(`espeak-ng: ${message.error}`));
      this.dispatch();
    });
    const lost = (error: Error) => {
      this.slots.splice(this.slots.indexOf(slot), 1);
      slot.job?.reject(error);
      slot.job = undefined;
      this.dispatch();
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`espeak-ng worker exited with code ${code}`)));
    return slot;
  }
}

let pool: OfflinePool | undefined;
let providers: Gate | undefined;

export function offlinePool(): OfflinePool {
  const { SPEECH_WORKERS, SPEECH_QUEUE } = env();
  // One core stays free for the event loop: pages and the other APIs keep answering during a burst.
  const size = SPEECH_WORKERS ?? Math.max(1, availableParallelism() - 1);
  if (!pool || pool.size !== size || pool.queue !== SPEECH_QUEUE) pool = new OfflinePool(size, SPEECH_QUEUE);
  return pool;
}

/** Calls to the speech provider in flight on this instance: each holds a socket and buffers audio. */
export function providerGate(): Gate {
  const capacity = env().SPEECH_PROVIDER_CONCURRENCY;
  if (!providers || providers.capacity !== capacity) providers = new Gate(capacity);
  return providers;
}

/** Speech jobs per client address on this instance: one address cannot take every place of the pool. */
const held = new Map<string, number>();

export const shareMessages = {
  anonymous:
    "Você já tem um áudio sendo gerado. Espere ele terminar para pedir outro (com uma conta, são dois ao mesmo tempo).",
  account: "Você já tem dois áudios sendo gerados. Espere um deles terminar para pedir outro.",
};

/** Takes one of the address's `max` places or answers 429 at once; the release is safe to call twice. */
export function takeShare(address: string, max: number): () => void {
  const count = held.get(address) ?? 0;
  if (count >= max) {
    throw new ApiError("rate_limited", max > 1 ? shareMessages.account : shareMessages.anonymous, {
      "Retry-After": String(RETRY_AFTER_SECONDS),
    });
  }
  held.set(address, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(address) ?? 1) - 1;
    if (left > 0) held.set(address, left);
    else held.delete(address);
  };
}
