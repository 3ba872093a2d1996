import "server-only";
import { randomUUID } from "node:crypto";
import Redis from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { onShutdown } from "@/lib/shutdown.mjs";
import { clearBetweenTests } from "@/lib/test-resets";
import { ApiError } from "./api-error";
import { rateLimits, type LimitName } from "./limits";

type Window = { points: number; durationSeconds: number };

// One map per process, not per module instance: Next bundles route handlers and pages apart, and /conta must
// read the sign-in lockout the sign-in route counted in this instance's memory.
const processWide = globalThis as typeof globalThis & { siteRateLimiters?: Map<string, RateLimiterAbstract> };
const limiters = (processWide.siteRateLimiters ??= new Map<string, RateLimiterAbstract>());
let redis: Redis | undefined;
let firstConnection: Promise<unknown> | undefined;
/** Empty in production so every instance shares the same counters; tests get a fresh one per case. */
let generation = "";

/**
 * One client per instance. A Redis that hangs or is gone must not hold requests: a command gets
 * REDIS_COMMAND_TIMEOUT_MS, a connection that stays silent that long is dropped (socketTimeout), and while
 * the client is not connected the limiters skip Redis at once (rejectIfRedisNotReady, no offline queue) and
 * count in this instance's memory (their insurance limiter). The client reconnects by itself.
 */
function redisClient(url: string): Redis {
  if (redis) return redis;
  const timeout = env().REDIS_COMMAND_TIMEOUT_MS;
  const client = new Redis(url, {
    commandTimeout: timeout,
    socketTimeout: timeout,
    connectTimeout: 2_000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // One line when Redis is lost and one when it is back, however many requests and reconnections between.
  let lost = false;
  const lose = (why: string) => {
    if (lost) return;
    lost = true;
    console.error(`[rate-limit] Redis perdido (${why}): limites contados na memória desta instância até ele voltar`);
  };
  client.on("error", (error: Error & { code?: string }) => lose(error.code ?? error.message));
  client.on("close", () => lose("conexão fechada"));
  client.on("ready", () => {
    if (lost) console.info("[rate-limit] Redis de volta: limites compartilhados de novo");
    lost = false;
  });
  onShutdown(() => {
    lost = true; // closing on purpose is no loss to report
    return client.quit().catch(() => client.disconnect());
  });
  // The first requests wait a moment for the connection rather than counting in memory at start-up.
  firstConnection = new Promise((done) => {
    client.once("ready", done);
    setTimeout(() => {
      if (client.status !== "ready") lose("sem resposta");
      done(undefined);
    }, timeout).unref();
  });
  redis = client;
  return client;
}

/** The limiter, once the first connection to Redis is made or given up (the first requests after start). */
async function ready(limiter: RateLimiterAbstract): Promise<RateLimiterAbstract> {
  await firstConnection;
  return limiter;
}

/** One limiter per name and window in a process, whatever its store. */
const limiterId = (name: string, limit: Window) => `${name}:${limit.points}:${limit.durationSeconds}`;
const limiterOptions = (name: string, limit: Window) => ({
  keyPrefix: `rl:${generation}${name}`,
  points: limit.points,
  duration: limit.durationSeconds,
});

function limiterFor(name: string, limit: Window): RateLimiterAbstract {
  const id = limiterId(name, limit);
  let limiter = limiters.get(id);
  if (!limiter) {
    const options = limiterOptions(name, limit);
    const { REDIS_URL } = env();
    limiter = REDIS_URL
      ? new RateLimiterRedis({
          ...options,
          storeClient: redisClient(REDIS_URL),
          rejectIfRedisNotReady: true,
          // If Redis is down we keep limiting this instance in memory rather than letting everything through.
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    limiters.set(id, limiter);
  }
  return limiter;
}

/**
 * A spend() budget's limiter. Without Redis it is counted in the database, not in memory: `npm run worker` gives
 * back a failed job's charge where the site counted it (in memory it went to the worker's own count, and the
 * account stayed charged), and a restart does not hand every account a new day.
 */
async function budgetLimiter(name: string, limit: Window): Promise<RateLimiterAbstract> {
  if (env().REDIS_URL) return ready(limiterFor(name, limit));
  // The pool first, so the look-up and the set below are one step: two first requests make one limiter.
  const pool = (await getDb()).$client;
  const id = `database:${limiterId(name, limit)}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      ...limiterOptions(name, limit),
      // Unnamed statements: the embedded database's one session is shared by every connection, so a statement
      // prepared by name on one would clash with the same name prepared on another.
      storeClient: { query: (query: { text: string; values?: unknown[] }) => pool.query(query.text, query.values) },
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true, // by the migrations (drizzle/0010_rate_limits.sql)
      clearExpiredByTimeout: true,
    });
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
    await (await ready(limiterFor(name, limit))).consume(key, points);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw limited(limit.message, error.msBeforeNext);
  }
}

/**
 * A budget of `limit.points` units (e.g. characters) per window, spent `cost` at a time. Refused spending is
 * given back, so a refused long text does not eat what is left; `message` says when the budget returns.
 */
export async function spend(
  name: string,
  key: string,
  cost: number,
  limit: Window,
  message: (msBeforeNext: number) => string,
): Promise<void> {
  const limiter = await budgetLimiter(name, limit);
  try {
    await limiter.consume(key, cost);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    await limiter.reward(key, cost);
    throw limited(message(error.msBeforeNext), error.msBeforeNext);
  }
}

/** What a spend() budget has used so far, without spending (to show it); `msBeforeNext` says when it returns. */
export async function spent(name: string, key: string, limit: Window): Promise<{ used: number; msBeforeNext: number }> {
  const state = await (await budgetLimiter(name, limit)).get(key);
  return { used: Math.min(state?.consumedPoints ?? 0, limit.points), msBeforeNext: state?.msBeforeNext ?? 0 };
}

/** Gives back up to `points` of a spend() budget (work charged and not done), never more than it has used. */
export async function giveBack(name: string, key: string, points: number, limit: Window): Promise<void> {
  const limiter = await budgetLimiter(name, limit);
  const used = (await limiter.get(key))?.consumedPoints ?? 0;
  const back = Math.min(points, used);
  if (back > 0) await limiter.reward(key, back);
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
      const blocked = await (await ready(delay())).get(key);
      if (blocked && blocked.consumedPoints > 1 && blocked.msBeforeNext > 0) {
        throw limited(policy.message, blocked.msBeforeNext);
      }
    },
    async fail(key: string) {
      const { consumedPoints } = await (await ready(failures())).penalty(key, 1);
      const over = consumedPoints - policy.free;
      if (over > 0) await delay().block(key, Math.min(2 ** (over - 1), policy.maxDelaySeconds));
    },
    async succeed(key: string) {
      await Promise.all([(await ready(failures())).delete(key), delay().delete(key)]);
    },
  };
}

/**
 * A budget of failures per key whatever the client. spend() takes a point before the work it guards, so
 * concurrent attempts on several instances never exceed the budget (Redis counts atomically); refused ones
 * cost one store command. A success refunds everything with clear().
 */
export function failureBudget(name: string, policy: { failures: number; windowSeconds: number; message: string }) {
  const spent = () => limiterFor(`${name}-budget`, { points: policy.failures, durationSeconds: policy.windowSeconds });
  return {
    /** Throws rate_limited once the budget is gone; `last` says this attempt is the final one allowed. */
    async spend(key: string): Promise<{ last: boolean }> {
      const { consumedPoints, msBeforeNext } = await spent().penalty(key, 1);
      if (consumedPoints > policy.failures) throw limited(policy.message, msBeforeNext);
      return { last: consumedPoints === policy.failures };
    },
    /** After the last failure: refused for a whole window from now, not just what is left of the first one. */
    async lock(key: string) {
      await spent().block(key, policy.windowSeconds);
    },
    async lockedSince(key: string): Promise<Date | null> {
      const state = await spent().get(key);
      if (!state || state.consumedPoints <= policy.failures) return null;
      return new Date(Date.now() + state.msBeforeNext - policy.windowSeconds * 1000);
    },
    async clear(key: string) {
      await spent().delete(key);
    },
  };
}

/** Tests only: each case starts with a full allowance. */
export function resetRateLimits() {
  limiters.clear();
  generation = `${randomUUID()}:`;
}
clearBetweenTests(resetRateLimits);
