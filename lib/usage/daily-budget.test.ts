import { describe, expect, it } from "vitest";
import { dailyCharacterBudget } from "./daily-budget";

const budget = dailyCharacterBudget("testDailyChars", { limit: () => 1_000, tool: "teste" });

/** What another process starts with (`npm run worker`, or the site after a restart): no limiter in memory. */
const anotherProcess = () => (globalThis as { siteRateLimiters?: Map<string, unknown> }).siteRateLimiters?.clear();

describe("an account's daily character budget", () => {
  it("is counted where every process sees it: another process gives back a charge, and a restart keeps the day", async () => {
    await budget.spend("conta-1", 600);
    anotherProcess();
    expect(await budget.used("conta-1")).toEqual({ used: 600, limit: 1_000 });

    // A job that failed halfway in `npm run worker` gives back the half it did not do.
    await budget.refund({ account: "conta-1", chars: 600 }, 0.5);
    anotherProcess();
    expect((await budget.used("conta-1")).used).toBe(300);

    // Spending past the day is refused and takes nothing; another account's day is its own.
    await expect(budget.spend("conta-1", 800)).rejects.toMatchObject({ code: "rate_limited" });
    expect((await budget.used("conta-1")).used).toBe(300);
    expect((await budget.used("conta-2")).used).toBe(0);
  });
});
