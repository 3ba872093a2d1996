import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { visitEvents, visitSalts } from "@/lib/db/schema";
import { describeFailure } from "@/lib/describe-failure";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/http/client-ip";
import { usageDay } from "@/lib/usage/usage";
import type { VisitKind } from "./kinds";
import { deviceOf, notCounted, referrerHost, utm, visitorHash } from "./visitor";

export type Hit = {
  day: string;
  visitor: string;
  kind: VisitKind;
  path: string;
  target: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: string;
};

/** How often an instance writes what it counted. */
export const FLUSH_EVERY_MS = 5_000;
/** Distinct rows an instance holds between two flushes; past it, new ones are dropped (a flood, or a database down). */
const MAX_PENDING = 20_000;

/**
 * An instance's counts in memory: the same visitor, event and place within a flush is one row with a count.
 * Several instances each write their own rows, and the totals add them up.
 */
export class VisitCounter {
  private pending = new Map<string, { hit: Hit; count: number }>();
  private dropped = false;

  add(hit: Hit): void {
    const key = JSON.stringify(hit);
    const entry = this.pending.get(key);
    if (entry) entry.count += 1;
    else if (this.pending.size < MAX_PENDING) this.pending.set(key, { hit, count: 1 });
    else if (!this.dropped) {
      this.dropped = true;
      console.error(
        `[números] mais de ${MAX_PENDING} contagens à espera: as novas são descartadas até a próxima gravação`,
      );
    }
  }

  get size(): number {
    return this.pending.size;
  }

  async flush(): Promise<void> {
    const batch = [...this.pending.values()];
    this.pending.clear();
    this.dropped = false;
    if (batch.length === 0) return;
    try {
      const db = await getDb();
      for (let start = 0; start < batch.length; start += 1_000) {
        await db
          .insert(visitEvents)
          .values(batch.slice(start, start + 1_000).map(({ hit, count }) => ({ ...hit, count })));
      }
    } catch (error) {
      // Counts are a convenience: a database that is down costs them, never a visitor's request.
      console.error(`[números] ${batch.length} contagens perdidas: ${describeFailure(error)}`);
    }
  }
}

// One per process, not per module instance (Next bundles route handlers apart).
const processWide = globalThis as typeof globalThis & {
  visitCounter?: VisitCounter;
  visitFlushTimer?: NodeJS.Timeout;
  visitSalt?: { day: string; salt: Promise<string> };
  visitsInFlight?: Set<Promise<void>>;
};
/** Counts waiting for the day's salt (the first of a day, read from the database): a flush waits for them. */
const inFlight = (processWide.visitsInFlight ??= new Set());

export function processCounter(): VisitCounter {
  return (processWide.visitCounter ??= new VisitCounter());
}

export async function flushVisits(): Promise<void> {
  await Promise.all(inFlight);
  clearTimeout(processWide.visitFlushTimer);
  processWide.visitFlushTimer = undefined;
  await processCounter().flush();
}

/**
 * The day's salt, the same on every instance: the first to need it writes a random one, the others read it.
 * Salts of past days are deleted (lib/analytics/maintenance.ts), and kept in memory for the current day only.
 */
export function daySalt(day = usageDay()): Promise<string> {
  if (processWide.visitSalt?.day !== day) {
    const salt = loadSalt(day);
    processWide.visitSalt = { day, salt };
    salt.catch(() => {
      if (processWide.visitSalt?.salt === salt) processWide.visitSalt = undefined;
    });
  }
  return processWide.visitSalt!.salt;
}

async function loadSalt(day: string): Promise<string> {
  const db = await getDb();
  await db
    .insert(visitSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [stored] = await db.select({ salt: visitSalts.salt }).from(visitSalts).where(eq(visitSalts.day, day));
  return stored.salt;
}

/** Forgets the salt kept in memory (the day's row is the one source). */
export function forgetSalt(): void {
  processWide.visitSalt = undefined;
}

export function siteHost(request: Request): string {
  const site = env().SITE_URL;
  if (site && !/localhost|127\.0\.0\.1/.test(site)) return new URL(site).host;
  return request.headers.get("host") ?? new URL(request.url).host;
}

export type VisitEvent = {
  kind: VisitKind;
  /** The page (for a view or a click) or the tool (for a result). */
  path: string;
  target?: string;
  /** The page's referrer and query, as the browser reports them (views only). */
  referrer?: string;
  search?: string;
};

/**
 * Counts one event of the request's visitor, unless the request is not to be counted (notCounted). Never
 * throws and never waits for the database: the day's salt is in memory after the day's first event.
 */
export function countVisit(request: Request, event: VisitEvent, counter = processCounter()): Promise<void> {
  const counting = record(request, event, counter).catch((error: unknown) => {
    console.error(`[números] contagem perdida: ${describeFailure(error)}`);
  });
  inFlight.add(counting);
  void counting.finally(() => inFlight.delete(counting));
  return counting;
}

async function record(request: Request, event: VisitEvent, counter: VisitCounter): Promise<void> {
  const { headers } = request;
  if (notCounted(headers, event.path)) return;
  const day = usageDay();
  const userAgent = headers.get("user-agent") ?? "";
  const host = siteHost(request);
  const visitor = visitorHash(await daySalt(day), host, clientIp(request), userAgent);
  const query = new URLSearchParams(event.search ?? "");
  counter.add({
    day,
    visitor,
    kind: event.kind,
    path: event.path,
    target: (event.target ?? "").replaceAll("*", "").slice(0, 60),
    referrerHost: referrerHost(event.referrer, host.replace(/:\d+$/, "")),
    utmSource: utm(query.get("utm_source")),
    utmMedium: utm(query.get("utm_medium")),
    utmCampaign: utm(query.get("utm_campaign")),
    device: deviceOf(userAgent),
  });
  if (counter === processWide.visitCounter) {
    processWide.visitFlushTimer ??= setTimeout(() => void flushVisits(), FLUSH_EVERY_MS).unref();
  }
}
