import "server-only";
import { env } from "@/lib/env";
import { dailyCharacterBudget, type Charge } from "@/lib/usage/daily-budget";
import type { Quota } from "./answer";

const budget = dailyCharacterBudget("translateDailyChars", {
  limit: () => env().TRANSLATE_DAILY_CHARS,
  tool: "tradução",
  detail: " (ou este texto passaria deles)",
});

export const quotaOf = (userId: string): Promise<Quota> => budget.used(userId);

/** Before the body is read: an account with nothing left is refused without reading it. */
export const requireQuotaLeft = (userId: string): Promise<void> => budget.requireLeft(userId);

/** Gives back the share (0 to 1) of a document job's charge that was not translated. */
export const refundQuota = (charge: Charge | undefined, share: number): Promise<void> => budget.refund(charge, share);

/** Takes `chars` from the day's budget, or refuses (429) without taking any. */
export async function spendQuota(userId: string, chars: number): Promise<Quota> {
  await budget.spend(userId, chars);
  return quotaOf(userId);
}
