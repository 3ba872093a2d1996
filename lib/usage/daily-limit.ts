/**
 * When a daily character budget returns, as the quota messages say it: "26/11 às 14:05", Brasília time.
 * The translator's and the speech tool's budgets (lib/translate/quota.ts, app/api/speech/route.ts) use it.
 */
export function dailyLimitBack(msBeforeNext: number): string {
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
