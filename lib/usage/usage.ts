import "server-only";
import { gte, sql } from "drizzle-orm";
import { toolLinks } from "@/lib/content/navigation";
import { getDb } from "@/lib/db";
import { leads, toolUsage } from "@/lib/db/schema";
import { describeFailure } from "@/lib/describe-failure";
import { beforeShutdown } from "@/lib/shutdown.mjs";

/** Tools are counted under their page's path, the same value a lead's origin holds. */
export type ToolPath = "/description-ecom" | "/translate" | "/geniusvoice" | "/imgautox" | "/elementor";

export const USAGE_DAYS = 30;
const FLUSH_EVERY_MS = 15_000;
export const TIME_ZONE = "America/Sao_Paulo";

const pending = new Map<string, number>();
let timer: NodeJS.Timeout | undefined;

/** One formatter for the process: building one costs some 0,5 ms, and every beacon and tool request asks the day. */
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE });
/** The company's day, so "today" on /painel is the owner's today. */
export const usageDay = (at = new Date()) => dayFormat.format(at);

/**
 * One call per accepted tool request. Only the tool and the day are kept (no address, cookie or account), so
 * it needs no consent; counts are summed in memory and written every few seconds, never on the request's path.
 */
export function countToolUse(tool: ToolPath): void {
  const key = `${tool}|${usageDay()}`;
  pending.set(key, (pending.get(key) ?? 0) + 1);
  timer ??= setTimeout(() => void flushToolUsage(), FLUSH_EVERY_MS).unref();
}

export async function flushToolUsage(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const batch = [...pending];
  pending.clear();
  if (batch.length === 0) return;
  try {
    const db = await getDb();
    await db
      .insert(toolUsage)
      .values(batch.map(([key, requests]) => ({ tool: key.split("|")[0], day: key.split("|")[1], requests })))
      .onConflictDoUpdate({
        target: [toolUsage.tool, toolUsage.day],
        set: { requests: sql`${toolUsage.requests} + excluded.requests` },
      });
  } catch (error) {
    // Usage figures are a convenience: a database that is down costs these counts, never a visitor's request.
    console.error(`[uso] contagem perdida: ${describeFailure(error)}`);
  }
}
// A restart writes the last seconds' counts instead of losing them.
beforeShutdown(flushToolUsage);

export type ToolUsage = {
  tool: string;
  label: string;
  days: { day: string; requests: number }[];
  requests: number;
  leads: number;
};

/** Every tool page, with requests per day (days without any are absent) and the leads sent from it. */
export async function usageReport(now = new Date()): Promise<ToolUsage[]> {
  const db = await getDb();
  const since = new Date(now.getTime() - (USAGE_DAYS - 1) * 24 * 60 * 60 * 1000);
  const [counts, leadCounts] = await Promise.all([
    db
      .select({ tool: toolUsage.tool, day: toolUsage.day, requests: toolUsage.requests })
      .from(toolUsage)
      .where(gte(toolUsage.day, usageDay(since)))
      .orderBy(toolUsage.day),
    db
      .select({ origin: leads.origin, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(gte(leads.createdAt, since))
      .groupBy(leads.origin),
  ]);
  return toolLinks.map(({ href, label }) => {
    const days = counts.filter((row) => row.tool === href).map(({ day, requests }) => ({ day, requests }));
    return {
      tool: href,
      label,
      days,
      requests: days.reduce((sum, day) => sum + day.requests, 0),
      leads: leadCounts.find((row) => row.origin === href)?.count ?? 0,
    };
  });
}
