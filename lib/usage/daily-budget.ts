import "server-only";
import { ApiError } from "@/lib/http/api-error";
import { giveBack, spend, spent } from "@/lib/http/rate-limit";

const DAY_SECONDS = 24 * 60 * 60;

/** What a background job took from an account's day, kept in its input so an unfinished job gives the rest back. */
export type Charge = { account: string; chars: number };

/** When a daily budget returns, as the refusals say it: "26/11 às 14:05", Brasília time. */
function backAt(msBeforeNext: number): string {
  return new Date(Date.now() + msBeforeNext)
    .toLocaleString("pt-BR", {
      timeZone: "America/Sao_Paulo",
      day: "2-digit",
      month: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
    .replace(", ", " às ");
}

/**
 * An account's characters a day for one tool, counted in the rate-limit store so every instance shares them.
 * A refusal (429 with Retry-After) says the day's limit and when it returns; `detail` follows "na sua conta",
 * `note` ends the message.
 */
export function dailyCharacterBudget(
  name: string,
  wording: { limit: () => number; tool: string; detail?: string; note?: string },
) {
  const window = () => ({ points: wording.limit(), durationSeconds: DAY_SECONDS });
  const exhausted = (msBeforeNext: number) =>
    `Você já usou os ${wording.limit().toLocaleString("pt-BR")} caracteres de ${wording.tool} do dia na sua ` +
    `conta${wording.detail ?? ""}. O limite volta em ${backAt(msBeforeNext)} (horário de Brasília).${wording.note ?? ""}`;
  return {
    async used(userId: string): Promise<{ used: number; limit: number }> {
      return { used: (await spent(name, userId, window())).used, limit: wording.limit() };
    },
    /** Before a body is read: an account with nothing left is refused without reading it. */
    async requireLeft(userId: string): Promise<void> {
      const { used, msBeforeNext } = await spent(name, userId, window());
      if (used >= wording.limit()) {
        throw new ApiError("rate_limited", exhausted(msBeforeNext), {
          "Retry-After": String(Math.max(1, Math.ceil(msBeforeNext / 1000))),
        });
      }
    },
    /** Takes `chars` from the day's budget, or refuses without taking any. */
    spend(userId: string, chars: number): Promise<void> {
      return spend(name, userId, chars, window(), exhausted);
    },
    /** Gives back the `share` (0 to 1) of a job's charge it did not get to (a cancel, a failure). */
    async refund(charge: Charge | undefined, share: number): Promise<void> {
      const chars = charge ? Math.floor(charge.chars * share) : 0;
      if (chars > 0) await giveBack(name, charge!.account, chars, window());
    },
  };
}
