import "server-only";
import { and, gte, lte } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { leads, toolUsage } from "@/lib/db/schema";
import { usageDay } from "@/lib/usage/usage";
import { ALL, doors } from "./kinds";
import { dailyTotals, dayBefore, type DailyRow } from "./rollup";

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

export type Door = {
  path: string;
  label: string;
  visitors: number;
  runs: number;
  signups: number;
  confirmed: number;
  contactOpened: number;
  leads: number;
  /** Leads per visitor, 0 to 1 (0 without visitors). */
  leadRate: number;
  /** Model calls (the tool's requests to its server, tool_usage) in the period. */
  modelCalls: number;
};
export type Ranked = { name: string; visitors: number; leads: number };

export type Numbers = {
  from: string;
  to: string;
  days: { day: string; visitors: number; views: number; leads: number }[];
  visitors: number;
  views: number;
  leads: number;
  doors: Door[];
  sources: Ranked[];
  campaigns: Ranked[];
  clicks: { whatsapp: number; booking: number; plans: { name: string; count: number }[] };
  devices: { name: string; visitors: number }[];
};

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** Every day from..to, in order. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = to; day >= from; day = dayBefore(day)) days.unshift(day);
  return days;
}

/**
 * The figures of a period from its daily totals, leads and tool use. Visitors over several days are the sum of
 * each day's (a visitor is known for one day only).
 */
export function summarise(
  from: string,
  to: string,
  rows: DailyRow[],
  leadDays: string[],
  calls: { tool: string; requests: number }[],
): Numbers {
  const sum = (pick: (row: DailyRow) => boolean, field: "events" | "visitors") =>
    rows.filter(pick).reduce((total, row) => total + row[field], 0);
  const total = (row: DailyRow) => row.path === ALL && row.source === ALL && row.device === ALL;
  const days = daysBetween(from, to).map((day) => ({
    day,
    visitors: sum((row) => row.day === day && row.kind === "view" && total(row), "visitors"),
    views: sum((row) => row.day === day && row.kind === "view" && total(row), "events"),
    leads: leadDays.filter((leadDay) => leadDay === day).length,
  }));
  const doorRows = doors.map(({ path, label }) => {
    const at = (kind: string, field: "events" | "visitors") =>
      sum((row) => row.kind === kind && row.path === path && row.source === ALL, field);
    const visitors = at("view", "visitors");
    const leadsVia = at("via:contact_sent", "visitors");
    return {
      path,
      label,
      visitors,
      runs: at("run", "events"),
      signups: at("via:signup_started", "visitors"),
      confirmed: at("via:signup_confirmed", "visitors"),
      contactOpened: at("via:contact_opened", "visitors"),
      leads: leadsVia,
      leadRate: rate(leadsVia, visitors),
      modelCalls: calls.filter((call) => call.tool === path).reduce((all, call) => all + call.requests, 0),
    };
  });
  const ranked = (key: "source" | "campaign") => {
    const byName = new Map<string, Ranked>();
    for (const row of rows) {
      if (row.source === ALL || (row.kind !== "view" && row.kind !== "contact_sent")) continue;
      const name = row[key];
      if (key === "campaign" && !name) continue;
      const entry = byName.get(name) ?? { name, visitors: 0, leads: 0 };
      if (row.kind === "view") entry.visitors += row.visitors;
      else entry.leads += row.visitors;
      byName.set(name, entry);
    }
    return [...byName.values()].sort(
      (a, b) => b.leads - a.leads || b.visitors - a.visitors || a.name.localeCompare(b.name),
    );
  };
  const plans = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === "plan" && row.path !== ALL) plans.set(row.target, (plans.get(row.target) ?? 0) + row.events);
  }
  const devices = ["phone", "tablet", "desktop"].map((name) => ({
    name,
    visitors: sum((row) => row.kind === "view" && row.device === name, "visitors"),
  }));
  return {
    from,
    to,
    days,
    visitors: days.reduce((all, day) => all + day.visitors, 0),
    views: days.reduce((all, day) => all + day.views, 0),
    leads: leadDays.length,
    doors: doorRows,
    sources: ranked("source"),
    campaigns: ranked("campaign"),
    clicks: {
      whatsapp: sum((row) => row.kind === "whatsapp" && total(row), "events"),
      booking: sum((row) => row.kind === "booking" && total(row), "events"),
      plans: [...plans].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count),
    },
    devices,
  };
}

/** The figures of the days from..to (company days, inclusive); `perDay` adds each day's own. */
export async function numbersBetween(from: string, to: string): Promise<Numbers>;
export async function numbersBetween(from: string, to: string, perDay: true): Promise<Numbers & { each: Numbers[] }>;
export async function numbersBetween(
  from: string,
  to: string,
  perDay = false,
): Promise<Numbers & { each?: Numbers[] }> {
  const db = await getDb();
  const since = new Date(`${dayBefore(from)}T00:00:00Z`);
  const [rows, leadRows, calls] = await Promise.all([
    dailyTotals(from, to),
    db.select({ createdAt: leads.createdAt }).from(leads).where(gte(leads.createdAt, since)),
    db
      .select({ tool: toolUsage.tool, day: toolUsage.day, requests: toolUsage.requests })
      .from(toolUsage)
      .where(and(gte(toolUsage.day, from), lte(toolUsage.day, to))),
  ]);
  const leadDays = leadRows.map((row) => usageDay(row.createdAt)).filter((day) => day >= from && day <= to);
  const period = summarise(from, to, rows, leadDays, calls);
  if (!perDay) return period;
  const each = daysBetween(from, to).map((day) =>
    summarise(
      day,
      day,
      rows.filter((row) => row.day === day),
      leadDays.filter((leadDay) => leadDay === day),
      calls.filter((call) => call.day === day),
    ),
  );
  return { ...period, each };
}

/** The last `days` days, today included. */
export function numbersReport(days: Period, now = new Date()): Promise<Numbers> {
  const to = usageDay(now);
  return numbersBetween(dayBefore(to, days - 1), to);
}

const CSV_COLUMNS =
  "dia,pagina,visitantes,resultados,cadastros,cadastros_confirmados,contato_aberto,leads_via_pagina,chamadas_ao_modelo";

/**
 * The CSV of the last `days` days: per day, one row for the whole site (path "*": its visitors and leads) and
 * one per door. Every cell is a number, a day or a path.
 */
export async function numbersCsv(days: Period, now = new Date()): Promise<string> {
  const to = usageDay(now);
  const { each } = await numbersBetween(dayBefore(to, days - 1), to, true);
  const lines = [CSV_COLUMNS];
  for (const day of each) {
    lines.push([day.from, "*", day.visitors, "", "", "", "", day.leads, ""].join(","));
    for (const door of day.doors) {
      lines.push(
        [
          day.from,
          door.path,
          door.visitors,
          door.runs,
          door.signups,
          door.confirmed,
          door.contactOpened,
          door.leads,
          door.modelCalls,
        ].join(","),
      );
    }
  }
  return lines.join("\n") + "\n";
}

export function periodOf(value: string | string[] | undefined | null): Period {
  const days = Number(Array.isArray(value) ? value[0] : value);
  return (PERIODS as readonly number[]).includes(days) ? (days as Period) : 30;
}
