import "server-only";
import { ApiError } from "@/lib/http/api-error";

/** Seconds a client is asked to wait when the queue is full; one product takes a few seconds. */
const RETRY_AFTER_SECONDS = 10;

/**
 * Calls to the provider for one task on this instance: at most `max` at once, the next few wait their
 * turn in order, and beyond that the visitor gets a 503 with Retry-After instead of another open socket.
 */
export function providerQueue(busyMessage: string) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(
    limits: { max: number; queued: number },
    work: () => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    if (running >= limits.max) {
      if (waiting.length >= limits.queued) {
        throw new ApiError("service_unavailable", busyMessage, { "Retry-After": String(RETRY_AFTER_SECONDS) });
      }
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          signal?.removeEventListener("abort", leave);
          resolve();
        };
        const leave = () => {
          waiting.splice(waiting.indexOf(turn), 1);
          reject(new ApiError("upstream_timeout", "A geração foi interrompida antes de terminar. Tente novamente."));
        };
        waiting.push(turn);
        signal?.addEventListener("abort", leave, { once: true });
      });
    } else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next in line, so `running` never dips and lets a newcomer jump ahead.
      if (next) next();
      else running--;
    }
  };
}
