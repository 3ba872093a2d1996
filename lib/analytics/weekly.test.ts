import { readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { ALL } from "./kinds";
import { summarise } from "./report";
import type { DailyRow } from "./rollup";
import { mondayOf, sendWeeklyReport, weeklyEmail } from "./weekly";

const row = (kind: string, path: string, visitors: number, events = visitors, day = "2025-06-02"): DailyRow => ({
  day,
  kind,
  path,
  target: ALL,
  source: ALL,
  campaign: ALL,
  device: ALL,
  events,
  visitors,
});

/** Last week: Genius Voice brought 3 leads of 40 visitors, the landing 2 of 100, Img Auto X 1 of 10 with 300 calls. */
const last = summarise(
  "2025-06-02",
  "2025-06-08",
  [
    row("view", ALL, 150, 400),
    row("view", "/", 100),
    row("view", "/geniusvoice", 40),
    row("view", "/imgautox", 10),
    row("view", "/description-ecom", 5),
    row("via:contact_sent", "/", 2),
    row("via:contact_sent", "/geniusvoice", 3),
    row("via:contact_sent", "/imgautox", 1),
  ],
  ["2025-06-03", "2025-06-03", "2025-06-05", "2025-06-07"],
  [
    { tool: "/geniusvoice", requests: 60 },
    { tool: "/imgautox", requests: 300 },
    { tool: "/description-ecom", requests: 20 },
  ],
);
const before = summarise(
  "2025-05-26",
  "2025-06-01",
  [row("view", ALL, 100, 300, "2025-05-30")],
  ["2025-05-27", "2025-05-28"],
  [],
);

describe("the weekly e-mail", () => {
  it("compares last week with the week before, names the three best doors and the costliest tool", () => {
    const mail = weeklyEmail({
      to: "dona@exemplo.com",
      siteName: "Loja <Teste>",
      link: "https://exemplo.com/painel#numeros",
      last,
      before,
    });
    expect(mail.subject).toBe("Números da semana (02/06 a 08/06) - Loja <Teste>");
    expect(mail.text).toContain("Visitantes: 150 (semana anterior: 100, +50%)");
    expect(mail.text).toContain("Leads: 4 (semana anterior: 2, +100%)");
    expect(mail.text).toMatch(
      /1\. Genius Voice AI: 3 leads de 40 visitantes \(7,5%\)\n2\. Página inicial: 2 leads de 100 visitantes \(2%\)\n3\. Img Auto X: 1 lead de 10 visitantes \(10%\)/,
    );
    // Description has calls and no lead: it costs the most per lead.
    expect(mail.text).toContain("Descrição E-commerce: 20 chamadas ao modelo e nenhum lead.");
    expect(mail.html).toContain("Loja &lt;Teste&gt;");
    expect(mail.html).not.toContain("<Teste>");
  });

  it("names the tool with most model calls per lead when every tool with calls brought leads", () => {
    const withLeads = { ...last, doors: last.doors.filter((door) => door.path !== "/description-ecom") };
    const mail = weeklyEmail({
      to: "a@b.c",
      siteName: "Site",
      link: "https://exemplo.com/painel",
      last: withLeads,
      before,
    });
    expect(mail.text).toContain("Img Auto X: 300 chamadas ao modelo por lead (300 chamadas, 1 lead).");
  });
});

describe("sending it", () => {
  beforeAll(async () => {
    await getDb();
  });
  afterEach(() => {
    delete process.env.ADMIN_EMAILS;
  });
  const outbox = () => {
    try {
      return readdirSync(path.join(env().dataDir, "outbox")).length;
    } catch {
      return 0;
    }
  };

  it("goes once a week, on Monday from 8 h in São Paulo, from one instance only", async () => {
    process.env.ADMIN_EMAILS = "dona@exemplo.com,socio@exemplo.com";
    // A Monday of 2024 of its own, so a database shared with earlier runs has not sent it.
    const monday = new Date(Date.UTC(2024, 0, 1 + 7 * Math.floor(Math.random() * 52)));
    const at = (hourUtc: number, days = 0) => new Date(monday.getTime() + days * 86_400_000 + hourUtc * 3_600_000);
    expect(mondayOf(monday.toISOString().slice(0, 10))).toBe(monday.toISOString().slice(0, 10));
    const sent = outbox();
    expect(await sendWeeklyReport(at(10.5))).toBe(false); // 07:30 in São Paulo
    expect(outbox()).toBe(sent);
    const [one, two] = await Promise.all([sendWeeklyReport(at(12)), sendWeeklyReport(at(12))]);
    expect([one, two].filter(Boolean)).toHaveLength(1);
    expect(outbox()).toBe(sent + 2); // one e-mail per address
    expect(await sendWeeklyReport(at(12, 2))).toBe(false); // Wednesday: already sent this week
  });

  it("goes nowhere without ADMIN_EMAILS", async () => {
    expect(await sendWeeklyReport(new Date(Date.UTC(2024, 0, 1, 12)))).toBe(false);
  });
});
