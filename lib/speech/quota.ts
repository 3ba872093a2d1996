import "server-only";
import { env } from "@/lib/env";
import { dailyCharacterBudget } from "@/lib/usage/daily-budget";

/** An account's characters of speech a day beyond an anonymous visitor's 150, shared by every instance. */
export const speechQuota = dailyCharacterBudget("speechDailyChars", {
  limit: () => env().SPEECH_DAILY_CHARS,
  tool: "áudio",
  note: " Números, datas e valores contam como são lidos em voz alta.",
});
