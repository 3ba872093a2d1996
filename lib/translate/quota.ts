import "server-only";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { spend, spent } from "@/lib/http/rate-limit";
import type { Quota } from "./answer";
import { dailyLimitBack } from "@/lib/usage/daily-limit";

const NAME = "translateDailyChars";
const window = () => ({ points: env().TRANSLATE_DAILY_CHARS, durationSeconds: 24 * 60 * 60 });

/** When the daily budget returns, in Brasília time. */
function exhausted(msBeforeNext: number): string {
  const at = dailyLimitBack(msBeforeNext);
  const limit = env().TRANSLATE_DAILY_CHARS.toLocaleString("pt-BR");
  return (
    `Você já usou os ${limit} caracteres de tradução do dia na sua conta (ou este texto passaria deles). ` +
    `O limite volta em ${at} (horário de Brasília).`
  );
}

export async function quotaOf(userId: string): Promise<Quota> {
  return { used: (await spent(NAME, userId, window())).used, limit: env().TRANSLATE_DAILY_CHARS };
}

/** Before the body is read: an account with nothing left is refused without reading it. */
export async function requireQuotaLeft(userId: string): Promise<void> {
  const { used, msBeforeNext } = await spent(NAME, userId, window());
  if (used >= env().TRANSLATE_DAILY_CHARS) {
    throw new ApiError("rate_limited", exhausted(msBeforeNext), {
      "Retry-After": String(Math.max(1, Math.ceil(msBeforeNext / 1000))),
    });
  }
}

/** Takes `chars` from the day's budget, or refuses (429) without taking any. */
export async function spendQuota(userId: string, chars: number): Promise<Quota> {
  await spend(NAME, userId, chars, window(), exhausted);
  return quotaOf(userId);
}
