import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { visitReports } from "@/lib/db/schema";
import { describeFailure } from "@/lib/describe-failure";
import { env } from "@/lib/env";
import { escapeHtml } from "@/lib/escape-html";
import { sendMail, type Mail } from "@/lib/mail/transport";
import { TIME_ZONE, usageDay } from "@/lib/usage/usage";
import { dayBefore } from "./rollup";
import { numbersBetween, type Door, type Numbers } from "./report";

/** The e-mail goes on Monday from this hour (the company's time zone). */
export const WEEKLY_HOUR = 8;

const integer = new Intl.NumberFormat("pt-BR");
const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "igual" : "sem comparação";
  const ratio = (now - before) / before;
  return `${ratio > 0 ? "+" : ""}${percent.format(ratio)}`;
}

/** The three doors that brought most leads (then the best rate), among those that brought any. */
export function bestDoors(numbers: Numbers): Door[] {
  return numbers.doors
    .filter((door) => door.leads > 0)
    .sort((a, b) => b.leads - a.leads || b.leadRate - a.leadRate)
    .slice(0, 3);
}

/** The tool whose model calls per lead are highest (a tool with calls and no lead comes first). */
export function costliestTool(numbers: Numbers): Door | undefined {
  const perLead = (door: Door) => (door.leads === 0 ? Infinity : door.modelCalls / door.leads);
  return numbers.doors
    .filter((door) => door.modelCalls > 0)
    .sort((a, b) => perLead(b) - perLead(a) || b.modelCalls - a.modelCalls)[0];
}

const brDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The weekly e-mail: last week against the week before, the best doors, the costliest tool. */
export function weeklyEmail({
  to,
  siteName,
  link,
  last,
  before,
}: {
  to: string;
  siteName: string;
  link: string;
  last: Numbers;
  before: Numbers;
}): Mail {
  const lines: [string, number, number][] = [
    ["Visitantes", last.visitors, before.visitors],
    ["Visualizações", last.views, before.views],
    ["Leads", last.leads, before.leads],
  ];
  const doors = bestDoors(last);
  const costly = costliestTool(last);
  const summary = lines.map(
    ([name, now, then]) =>
      `${name}: ${integer.format(now)} (semana anterior: ${integer.format(then)}, ${change(now, then)})`,
  );
  const doorLines = doors.length
    ? doors.map(
        (door, index) =>
          `${index + 1}. ${door.label}: ${integer.format(door.leads)} ${door.leads === 1 ? "lead" : "leads"} de ${integer.format(door.visitors)} visitantes (${percent.format(door.leadRate)})`,
      )
    : ["Nenhuma página trouxe lead nesta semana."];
  const costLine = costly
    ? costly.leads === 0
      ? `${costly.label}: ${integer.format(costly.modelCalls)} chamadas ao modelo e nenhum lead.`
      : `${costly.label}: ${integer.format(Math.round(costly.modelCalls / costly.leads))} chamadas ao modelo por lead (${integer.format(costly.modelCalls)} chamadas, ${integer.format(costly.leads)} ${costly.leads === 1 ? "lead" : "leads"}).`
    : "Nenhuma ferramenta chamou o modelo nesta semana.";
  const period = `${brDay(last.from)} a ${brDay(last.to)}`;
  const subject = `Números da semana (${period}) - ${siteName}`;
  const text = [
    `Números de ${siteName}, semana de ${period}:`,
    ...summary,
    "",
    "As três melhores portas para um lead:",
    ...doorLines,
    "",
    "A ferramenta que mais custa chamadas ao modelo por lead:",
    costLine,
    "",
    `Os gráficos e as tabelas: ${link}`,
  ].join("\n");
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2330">
<h1 style="font-size:20px">${escapeHtml(`Números de ${siteName}, semana de ${period}`)}</h1>
${list(summary)}
<h2 style="font-size:16px">As três melhores portas para um lead</h2>
${doors.length ? `<ol>${doorLines.map((line) => `<li>${escapeHtml(line.replace(/^\d+\. /, ""))}</li>`).join("")}</ol>` : `<p>${escapeHtml(doorLines[0])}</p>`}
<h2 style="font-size:16px">A ferramenta que mais custa chamadas ao modelo por lead</h2>
<p>${escapeHtml(costLine)}</p>
<p><a href="${escapeHtml(link)}">Ver os gráficos e as tabelas no painel</a></p>
</body></html>`;
  return { to, subject, text, html };
}

/** The Monday (company day) that starts the week of `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 Sunday
  return dayBefore(day, (weekday + 6) % 7);
}

function localHour(at: Date): number {
  return Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", hourCycle: "h23" }).format(at),
  );
}

/**
 * Sends last week's e-mail to ADMIN_EMAILS once the week's Monday reaches WEEKLY_HOUR. The instance that inserts
 * the week's row sends it (the others find it taken); a failed sending deletes the row, for the next try.
 * Answers whether this call sent it.
 */
export async function sendWeeklyReport(now = new Date()): Promise<boolean> {
  const { ADMIN_EMAILS, companyName, SITE_URL } = env();
  if (ADMIN_EMAILS.length === 0) return false;
  const today = usageDay(now);
  const monday = mondayOf(today);
  if (today === monday && localHour(now) < WEEKLY_HOUR) return false;
  const db = await getDb();
  const claimed = await db.insert(visitReports).values({ week: monday }).onConflictDoNothing().returning();
  if (claimed.length === 0) return false;
  try {
    const lastMonday = dayBefore(monday, 7);
    const [last, before] = await Promise.all([
      numbersBetween(lastMonday, dayBefore(monday)),
      numbersBetween(dayBefore(lastMonday, 7), dayBefore(lastMonday)),
    ]);
    for (const to of ADMIN_EMAILS) {
      await sendMail(weeklyEmail({ to, siteName: companyName, link: `${SITE_URL}/painel/numeros`, last, before }));
    }
    return true;
  } catch (error) {
    await db.delete(visitReports).where(eq(visitReports.week, monday));
    console.error(`[números] e-mail semanal não enviado (nova tentativa em um minuto): ${describeFailure(error)}`);
    return false;
  }
}
