import "server-only";
import { randomUUID } from "node:crypto";
import Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/lib/env";
import { ApiError } from "./errors";

export type Limit = { points: number; durationSeconds: number };

const limiters = new Map<string, RateLimiterAbstract>();
let redis: Redis | undefined;
/** Empty in production so every instance shares the same counters; tests get a fresh one per case. */
let generation = "";

function limiterFor(name: string, limit: Limit): RateLimiterAbstract {
  const id = `${name}:${limit.points}:${limit.durationSeconds}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const options = { keyPrefix: `rl:${generation}${name}`, points: limit.points, duration: limit.durationSeconds };
    const { REDIS_URL } = env();
    if (REDIS_URL) {
      // Commands wait for the first connection (instead of failing into the fallback at start-up).
      redis ??= new Redis(REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
      // If Redis is down we keep limiting this instance in memory rather than letting everything through.
      limiter = new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
    } else {
      limiter = new RateLimiterMemory(options);
    }
    limiters.set(id, limiter);
  }
  return limiter;
}

/** Where the counters live: shared Redis when REDIS_URL is set, this process's memory otherwise. */
export function rateLimitStore(): "redis" | "memory" {
  return env().REDIS_URL ? "redis" : "memory";
}

/** Spends one point for `key` under the named limit; throws a 429 ApiError with Retry-After when none is left. */
export async function rateLimit(name: string, key: string, limit: Limit, message?: string): Promise<void> {
  try {
    await limiterFor(name, limit).consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new ApiError("rate_limited", message, { "Retry-After": String(retryAfter) });
  }
}

/** Forgets every counter, in memory and in Redis (tests only: each case starts with a full allowance). */
export function resetRateLimits() {
  limiters.clear();
  generation = `${randomUUID()}:`;
}
