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

/**
 * Slots shared by many accounts: at most `total` held at once on this instance and `perKey` by one key (an
 * account). A freed slot goes to the caller whose key holds the fewest slots now (the longest-waiting among
 * equals), so accounts take turns and one key's queue of calls never holds back another's. Waiting here is not refused: the callers are jobs and requests already admitted.
 */
export function keyedSlots() {
  const held = new Map<string, number>();
  let holding = 0;
  const waiting: { key: string; limits: { total: number; perKey: number }; go(): void }[] = [];
  const fits = (key: string, limits: { total: number; perKey: number }) =>
    holding < limits.total && (held.get(key) ?? 0) < limits.perKey;
  const take = (key: string) => {
    holding++;
    held.set(key, (held.get(key) ?? 0) + 1);
  };
  const release = (key: string) => {
    holding--;
    const left = (held.get(key) ?? 1) - 1;
    if (left) held.set(key, left);
    else held.delete(key);
    let next = -1;
    waiting.forEach((waiter, index) => {
      if (!fits(waiter.key, waiter.limits)) return;
      if (next < 0 || (held.get(waiter.key) ?? 0) < (held.get(waiting[next].key) ?? 0)) next = index;
    });
    if (next >= 0) {
      const [waiter] = waiting.splice(next, 1);
      take(waiter.key);
      waiter.go();
    }
  };
  return async function run<T>(
    key: string,
    limits: { total: number; perKey: number },
    work: () => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    signal?.throwIfAborted();
    if (fits(key, limits)) take(key);
    else {
      await new Promise<void>((resolve, reject) => {
        const waiter = {
          key,
          limits,
          go: () => {
            signal?.removeEventListener("abort", leave);
            resolve();
          },
        };
        const leave = () => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(signal!.reason);
        };
        waiting.push(waiter);
        signal?.addEventListener("abort", leave, { once: true });
      });
    }
    try {
      return await work();
    } finally {
      release(key);
    }
  };
}
