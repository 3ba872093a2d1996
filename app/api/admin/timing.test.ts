import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as leadsRoute from "@/app/api/admin/leads/route";
import * as unknownRoute from "@/app/api/[...rest]/route";
import { resetEnvCache } from "@/lib/env";
import { accountHarness, newUser, sessionCookieFor } from "@/test-support/auth";

accountHarness();

const BASE = "http://127.0.0.1:3000";
const PAIRS = 60;

beforeEach(async () => {
  const owner = await newUser(undefined, { verified: true });
  process.env.ADMIN_EMAILS = owner.email;
  resetEnvCache();
});

afterEach(() => {
  delete process.env.ADMIN_EMAILS;
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;
};

/** The time a caller sees: from the request to the whole body read. */
async function timed(handler: (request: Request) => Promise<Response>, path: string, cookie?: string) {
  const start = performance.now();
  const response = await handler(new Request(`${BASE}${path}`, { headers: cookie ? { cookie } : {} }));
  await response.text();
  expect(response.status).toBe(404);
  return performance.now() - start;
}

/**
 * What a caller measures, as a caller would: many pairs, each order half the time (so a warm cache or a busy
 * moment favours neither), compared by their medians (robust to the pauses of a loaded machine). Both paths
 * must do the same work, so the bound is generous (a factor 1.5) and still far from the refused admin route's
 * old cost, which was many times the unknown route's (a session and a database read against nothing).
 */
async function medians(cookie: string | undefined) {
  const admin: number[] = [];
  const unknown: number[] = [];
  const measureAdmin = async () => admin.push(await timed(leadsRoute.GET, "/api/admin/leads", cookie));
  const measureUnknown = async () => unknown.push(await timed(unknownRoute.GET, "/api/admin/leadz", cookie));
  for (let warm = 0; warm < 5; warm++) {
    await measureAdmin();
    await measureUnknown();
  }
  admin.length = unknown.length = 0;
  for (let pair = 0; pair < PAIRS; pair++) {
    if (pair % 2) {
      await measureAdmin();
      await measureUnknown();
    } else {
      await measureUnknown();
      await measureAdmin();
    }
  }
  return { admin: median(admin), unknown: median(unknown) };
}

describe("an admin route refusing a caller", () => {
  it.each([
    ["another signed-in account", true],
    ["an anonymous visitor", false],
  ])("takes the time of an unknown route for %s", async (_who, signedIn) => {
    const cookie = signedIn ? await sessionCookieFor(await newUser(undefined, { verified: true })) : undefined;
    const { admin, unknown } = await medians(cookie);
    const ratio = admin / unknown;
    expect(ratio, `mediana ${admin.toFixed(3)} ms contra ${unknown.toFixed(3)} ms`).toBeLessThan(1.5);
    expect(ratio, `mediana ${admin.toFixed(3)} ms contra ${unknown.toFixed(3)} ms`).toBeGreaterThan(1 / 1.5);
  });
});
