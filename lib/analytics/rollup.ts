import "server-only";
import { and, eq, gte, lt, lte } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { visitDaily, visitEvents, visitSalts } from "@/lib/db/schema";
import { usageDay } from "@/lib/usage/usage";
import { ALL, funnelKinds } from "./kinds";

export type DailyRow = {
  day: string;
  kind: string;
  path: string;
  target: string;
  source: string;
  campaign: string;
  device: string;
  events: number;
  visitors: number;
};

/** How long after midnight a day is closed: the instances' last counts of it are written by then. */
const CLOSE_AFTER_MS = 5 * 60 * 1000;
/** Daily totals are kept 25 months. */
export const DAILY_KEEP_MONTHS = 25;

const funnelList = sql.join(
  funnelKinds.map((kind) => sql`${kind}`),
  sql`, `,
);

/**
 * A day's totals from its raw events. A visitor's source is that of their first view of the day that had one
 * (utm_source, else the referrer's host; "" is a direct visit). "via:<kind>" rows count the visitors who did
 * <kind> (a sign-up, opening the contact form, a lead) that day after or before passing through <path>.
 */
async function totalsFromEvents(day: string): Promise<DailyRow[]> {
  const db = await getDb();
  const result = await db.execute<Omit<DailyRow, "day">>(sql`
    with e as (
      select visitor, kind, path, target, device, count, at, referrer_host, utm_source, utm_campaign
      from visit_events where day = ${day}
    ),
    src as (
      select distinct on (visitor) visitor,
        coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), '') as source, utm_campaign as campaign
      from e where kind = 'view'
      order by visitor, (utm_source = '' and referrer_host = ''), (utm_campaign = ''), at
    ),
    f as (
      select e.visitor, e.kind, e.path, e.target, e.device, e.count,
        coalesce(src.source, '') as source, coalesce(src.campaign, '') as campaign
      from e left join src on src.visitor = e.visitor
    ),
    passed as (select distinct visitor, path from e where kind in ('view', 'run')),
    did as (select distinct visitor, kind from e where kind in (${funnelList}))
    select kind, path, target, ${ALL} as source, ${ALL} as campaign, ${ALL} as device,
      sum(count)::int as events, count(distinct visitor)::int as visitors
    from f group by kind, path, target
    union all
    select kind, ${ALL}, ${ALL}, ${ALL}, ${ALL}, ${ALL}, sum(count)::int, count(distinct visitor)::int
    from f group by kind
    union all
    select kind, ${ALL}, ${ALL}, source, campaign, ${ALL}, sum(count)::int, count(distinct visitor)::int
    from f where kind in ('view', 'run', ${funnelList}) group by kind, source, campaign
    union all
    select kind, ${ALL}, ${ALL}, ${ALL}, ${ALL}, device, sum(count)::int, count(distinct visitor)::int
    from f where kind = 'view' group by kind, device
    union all
    select 'via:' || did.kind, passed.path, ${ALL}, ${ALL}, ${ALL}, ${ALL},
      count(distinct did.visitor)::int, count(distinct did.visitor)::int
    from did join passed on passed.visitor = did.visitor group by did.kind, passed.path`);
  return result.rows.map((row) => ({ ...row, day, events: Number(row.events), visitors: Number(row.visitors) }));
}

/** Writes a closed day's totals (again: the same day twice gives the same rows). */
export async function rollUpDay(day: string): Promise<void> {
  const rows = await totalsFromEvents(day);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(visitDaily).where(eq(visitDaily.day, day));
    for (let start = 0; start < rows.length; start += 500) {
      await tx.insert(visitDaily).values(rows.slice(start, start + 500));
    }
  });
}

const dayBefore = (day: string, days = 1) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};
export { dayBefore };

/**
 * Once a minute on every instance (lib/analytics/schedule.ts): closes the days whose events are all written,
 * then deletes raw events older than yesterday (they live at most 48 h), the salts of past days (nothing can
 * then recompute a past day's visitor) and totals older than 25 months.
 */
export async function maintainVisits(now = new Date()): Promise<void> {
  const db = await getDb();
  const today = usageDay(now);
  const closedUpTo = usageDay(new Date(now.getTime() - CLOSE_AFTER_MS));
  const open = await db
    .selectDistinct({ day: visitEvents.day })
    .from(visitEvents)
    .where(lt(visitEvents.day, closedUpTo));
  const done = new Set(
    (await db.selectDistinct({ day: visitDaily.day }).from(visitDaily).where(lt(visitDaily.day, closedUpTo))).map(
      (row) => row.day,
    ),
  );
  for (const { day } of open) if (!done.has(day)) await rollUpDay(day);
  await db.delete(visitEvents).where(lt(visitEvents.day, dayBefore(today)));
  await db.delete(visitSalts).where(lt(visitSalts.day, today));
  const keepFrom = new Date(`${today}T12:00:00Z`);
  keepFrom.setUTCMonth(keepFrom.getUTCMonth() - DAILY_KEEP_MONTHS);
  await db.delete(visitDaily).where(lt(visitDaily.day, keepFrom.toISOString().slice(0, 10)));
}

/** The totals of the days from..to (inclusive): closed days from visit_daily, the others from their events. */
export async function dailyTotals(from: string, to: string): Promise<DailyRow[]> {
  const db = await getDb();
  const stored = (await db
    .select()
    .from(visitDaily)
    .where(and(gte(visitDaily.day, from), lte(visitDaily.day, to)))) as DailyRow[];
  const closed = new Set(stored.map((row) => row.day));
  const today = usageDay();
  const live = [today, dayBefore(today)].filter((day) => day >= from && day <= to && !closed.has(day));
  const rows = [...stored];
  for (const day of live) rows.push(...(await totalsFromEvents(day)));
  return rows;
}
