import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as beacon } from "@/app/api/v/route";
import { POST as contact } from "@/app/api/contact/route";
import { getDb } from "@/lib/db";
import { visitDaily, visitEvents, visitSalts } from "@/lib/db/schema";
import { usageDay } from "@/lib/usage/usage";
import { daySalt, flushVisits, forgetSalt, VisitCounter, type Hit } from "./counter";
import { ALL } from "./kinds";
import { dayBefore, maintainVisits, rollUpDay } from "./rollup";
import { visitorHash } from "./visitor";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

beforeAll(async () => {
  await getDb();
});

function beaconRequest(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://127.0.0.1:3000/api/v", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
      "user-agent": DESKTOP,
      "x-peer-address": "203.0.113.40",
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

async function eventsAt(path: string) {
  await flushVisits();
  const db = await getDb();
  return db.select().from(visitEvents).where(eq(visitEvents.path, path));
}

describe("the beacon", () => {
  it("counts a view with its campaign, referrer host and device, answers 204 and sets no cookie", async () => {
    const path = `/teste-${randomUUID()}`;
    const response = await beacon(
      beaconRequest(
        {
          k: "view",
          p: path,
          q: "?utm_source=Instagram&utm_medium=social&utm_campaign=Black-Friday",
          r: "https://www.google.com/search?q=x",
        },
        { "user-agent": PHONE },
      ),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toBeNull();
    const [event] = await eventsAt(path);
    expect(event).toMatchObject({
      kind: "view",
      utmSource: "instagram",
      utmMedium: "social",
      utmCampaign: "black-friday",
      referrerHost: "google.com",
      device: "phone",
      count: 1,
    });
    // No address and no User-Agent is kept: the visitor is a hash.
    expect(JSON.stringify(event)).not.toMatch(/203\.0\.113\.40|iPhone/);
    expect(event.visitor).toMatch(/^[0-9a-f]{32}$/);
  });

  it("does not count a bot, a prefetch, Global Privacy Control or the owner's pages", async () => {
    const path = `/teste-${randomUUID()}`;
    const refused = [
      beaconRequest({ k: "view", p: path }, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }),
      beaconRequest({ k: "view", p: path }, { "user-agent": "" }),
      beaconRequest({ k: "view", p: path }, { "sec-purpose": "prefetch" }),
      beaconRequest({ k: "view", p: path }, { purpose: "prefetch" }),
      beaconRequest({ k: "view", p: path }, { "next-router-prefetch": "1" }),
      beaconRequest({ k: "view", p: path }, { "sec-gpc": "1" }),
      beaconRequest({ k: "view", p: "/painel" }),
    ];
    for (const request of refused) expect((await beacon(request)).status).toBe(204);
    expect(await eventsAt(path)).toEqual([]);
    expect(await eventsAt("/painel")).toEqual([]);
    // The same visit without those headers is counted.
    await beacon(beaconRequest({ k: "view", p: path }));
    expect(await eventsAt(path)).toHaveLength(1);
  });

  it("refuses an unknown event, a bad path and a large body with a message in Portuguese", async () => {
    const unknown = await beacon(beaconRequest({ k: "contact_sent", p: "/" }));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(/Evento desconhecido/);
    const path = await beacon(beaconRequest({ k: "view", p: "https://outro.site/" }));
    expect(path.status).toBe(400);
    const large = await beacon(beaconRequest({ k: "view", p: "/", t: "x".repeat(4000) }));
    expect(large.status).toBe(413);
  });

  it("ties a lead sent through the API to the visitor's views of the day, without storing the address", async () => {
    const ip = "203.0.113.77";
    // A browser of its own: on a database shared with earlier runs, the same address and browser are the same visitor.
    const ua = `${DESKTOP} ${randomUUID()}`;
    const path = `/teste-${randomUUID()}`;
    await beacon(beaconRequest({ k: "view", p: path }, { "x-peer-address": ip, "user-agent": ua }));
    const sent = await contact(
      new Request("http://127.0.0.1:3000/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", "x-peer-address": ip, "user-agent": ua },
        body: JSON.stringify({ name: "Ana", contact: "ana@exemplo.com", message: "Olá", origin: "/geniusvoice" }),
      }),
    );
    expect(sent.status).toBe(201);
    const [view] = await eventsAt(path);
    const db = await getDb();
    const leads = await db
      .select()
      .from(visitEvents)
      .where(and(eq(visitEvents.kind, "contact_sent"), eq(visitEvents.visitor, view.visitor)));
    expect(leads).toMatchObject([{ path: "/geniusvoice", day: usageDay() }]);
  });
});

const hit = (day: string, visitor: string, kind: Hit["kind"], path: string, extra: Partial<Hit> = {}): Hit => ({
  day,
  visitor,
  kind,
  path,
  target: "",
  referrerHost: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  device: "desktop",
  ...extra,
});

describe("daily totals", () => {
  it("add up the counts of two instances, a visitor seen by both counted once", async () => {
    const day = "2021-03-04";
    const [one, two] = [new VisitCounter(), new VisitCounter()];
    const campaign = { utmSource: "instagram", utmCampaign: "verao" };
    // Ana comes from a campaign, runs Genius Voice on instance one and sends a lead through instance two.
    one.add(hit(day, "ana", "view", "/geniusvoice", campaign));
    one.add(hit(day, "ana", "run", "/geniusvoice"));
    one.add(hit(day, "ana", "run", "/geniusvoice"));
    two.add(hit(day, "ana", "view", "/"));
    two.add(hit(day, "ana", "contact_opened", "/"));
    two.add(hit(day, "ana", "contact_sent", "/"));
    // Bruno only looks at the landing page, once on each instance.
    one.add(hit(day, "bruno", "view", "/", { referrerHost: "google.com" }));
    two.add(hit(day, "bruno", "view", "/"));
    await Promise.all([one.flush(), two.flush()]);
    await rollUpDay(day);
    await rollUpDay(day); // closing a day twice gives the same totals

    const db = await getDb();
    const rows = await db.select().from(visitDaily).where(eq(visitDaily.day, day));
    const row = (kind: string, path: string, source = ALL, campaign = ALL) =>
      rows.find(
        (r) => r.kind === kind && r.path === path && r.source === source && r.campaign === campaign && r.device === ALL,
      );
    expect(row("view", ALL)).toMatchObject({ events: 4, visitors: 2 });
    expect(row("view", "/")).toMatchObject({ events: 3, visitors: 2 });
    expect(row("run", "/geniusvoice")).toMatchObject({ events: 2, visitors: 1 });
    expect(row("via:contact_sent", "/geniusvoice")).toMatchObject({ visitors: 1 });
    expect(row("via:contact_sent", "/")).toMatchObject({ visitors: 1 });
    expect(row("via:contact_opened", "/geniusvoice")).toMatchObject({ visitors: 1 });
    expect(row("view", ALL, "instagram", "verao")).toMatchObject({ visitors: 1 });
    expect(row("contact_sent", ALL, "instagram", "verao")).toMatchObject({ visitors: 1 });
    expect(row("view", ALL, "google.com", "")).toMatchObject({ visitors: 1 });
    // The totals hold no visitor key.
    expect(JSON.stringify(rows)).not.toMatch(/ana|bruno/);
  });
});

describe("the day's salt", () => {
  it("is gone once the day is over, and no stored value recomputes yesterday's visitor", async () => {
    const db = await getDb();
    const today = usageDay();
    const yesterday = dayBefore(today);
    const site = "127.0.0.1:3000";
    const [ip, ua] = ["203.0.113.90", DESKTOP];
    await db.delete(visitSalts).where(eq(visitSalts.day, yesterday));
    await db.insert(visitSalts).values({ day: yesterday, salt: "sal-de-ontem" });
    const visitor = visitorHash("sal-de-ontem", site, ip, ua);
    const counter = new VisitCounter();
    counter.add(hit(yesterday, visitor, "view", "/"));
    await counter.flush();

    forgetSalt();
    const todaySalt = await daySalt(today);
    await maintainVisits();

    const salts = await db.select().from(visitSalts);
    expect(salts.map((row) => row.day)).not.toContain(yesterday);
    expect(salts.map((row) => row.salt)).not.toContain("sal-de-ontem");
    // Yesterday's events are still there (48 h), but no salt kept anywhere gives back their visitor.
    const stored = await db
      .select()
      .from(visitEvents)
      .where(inArray(visitEvents.day, [yesterday]));
    expect(stored.map((row) => row.visitor)).toContain(visitor);
    for (const { salt } of [...salts, { salt: todaySalt }]) expect(visitorHash(salt, site, ip, ua)).not.toBe(visitor);
    // Today's salt is the one row all instances read.
    forgetSalt();
    expect(await daySalt(today)).toBe(todaySalt);
  });

  it("raw events older than yesterday are deleted, their day kept as totals", async () => {
    const db = await getDb();
    const old = dayBefore(usageDay(), 3);
    await db.delete(visitDaily).where(eq(visitDaily.day, old));
    const counter = new VisitCounter();
    counter.add(hit(old, "carla", "view", "/imgautox"));
    await counter.flush();
    await maintainVisits();
    expect(await db.select().from(visitEvents).where(eq(visitEvents.day, old))).toEqual([]);
    const rows = await db
      .select()
      .from(visitDaily)
      .where(and(eq(visitDaily.day, old), eq(visitDaily.path, "/imgautox")));
    expect(rows).toMatchObject([{ kind: "view", events: 1, visitors: 1 }]);
  });
});
