import "server-only";
import { randomUUID } from "node:crypto";
import Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/lib/env";
import { ApiError } from "./api-error";
import { rateLimits, type LimitName } from "./limits";

type Window = { points: number; durationSeconds: number };

const limiters = new Map<string, RateLimiterAbstract>();
let redis: Redis | undefined;
/** Empty in production so every instance shares the same counters; tests get a fresh one per case. */
let generation = "";

function limiterFor(name: string, limit: Window): RateLimiterAbstract {
  const id = `${name}:${limit.points}:${limit.durationSeconds}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const options = { keyPrefix: `rl:${generation}${name}`, points: limit.points, duration: limit.durationSeconds };
    const { REDIS_URL } = env();
    if (REDIS_URL) {
      // Commands wait for the first connection (instead of failing into the fallback at start-up).
      redis ??= new Redis(REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
      // If Redis is down we keep limiting this instance in memory rather than letting everything through.
      limiter = new RateLimiterRedis({
        ...options,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(options),
      });
    } else {
      limiter = new RateLimiterMemory(options);
    }
    limiters.set(id, limiter);
  }
  return limiter;
}

export function rateLimitStore(): "redis" | "memory" {
  return env().REDIS_URL ? "redis" : "memory";
}

const limited = (message: string, msBeforeNext: number) =>
  new ApiError("rate_limited", message, { "Retry-After": String(Math.max(1, Math.ceil(msBeforeNext / 1000))) });

/** `points`: what the request costs, for limits counted in units of work (an image tool asked for 4 images). */
export async function rateLimit(name: LimitName, key: string, points = 1): Promise<void> {
  const limit = rateLimits[name];
  try {
    await limiterFor(name, limit).consume(key, points);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw limited(limit.message, error.msBeforeNext);
  }
}

/** Like rateLimit, but answers whether a point was left instead of throwing (for limits the client must not see). */
export async function withinLimit(name: LimitName, key: string): Promise<boolean> {
  return rateLimit(name, key).then(
    () => true,
    (error: unknown) => {
      if (error instanceof ApiError && error.code === "rate_limited") return false;
      throw error;
    },
  );
}

export function failureDelays(
  name: string,
  policy: { free: number; maxDelaySeconds: number; windowSeconds: number; message: string },
) {
  const failures = () => limiterFor(`${name}-failures`, { points: 1_000_000, durationSeconds: policy.windowSeconds });
  const delay = () => limiterFor(`${name}-delay`, { points: 1, durationSeconds: policy.maxDelaySeconds });
  return {
    async wait(key: string) {
      const blocked = await delay().get(key);
      if (blocked && blocked.consumedPoints > 1 && blocked.msBeforeNext > 0) {
        throw limited(policy.message, blocked.msBeforeNext);
      }
    },
    async fail(key: string) {
      const { consumedPoints } = await failures().penalty(key, 1);
      const over = consumedPoints - policy.free;
      if (over > 0) await delay().block(key, Math.min(2 ** (over - 1), policy.maxDelaySeconds));
    },
    async succeed(key: string) {
      await Promise.all([failures().delete(key), delay().delete(key)]);
    },
  };
}

/** Tests only: each case starts with a full allowance. */
export function resetRateLimits() {
  limiters.clear();
  generation = `${randomUUID()}:`;
}
