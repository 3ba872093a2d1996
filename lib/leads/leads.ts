import "server-only";
import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import { leadRetentionMonths } from "@/lib/content/contact";
import { getDb } from "@/lib/db";
import { leads, type Lead } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/mail/transport";
import type { ContactLead } from "@/lib/validation/contact";
import { leadEmail } from "./lead-email";

/** The answer waits for this, so an acknowledged lead survives a crash or a restart. */
export async function saveLead({ name, contact, topic, plan, message, origin }: ContactLead): Promise<Lead> {
  const db = await getDb();
  await db.delete(leads).where(lt(leads.createdAt, sql`now() - make_interval(months => ${leadRetentionMonths})`));
  const [lead] = await db
    .insert(leads)
    .values({ name, contact, topic, plan: plan ?? null, message, origin })
    .returning();
  return lead;
}

const BATCH = 20;
let running: Promise<number> | undefined;
let again = false;

/** Each lead is claimed by setting notified_at before sending, so two instances never send the same one. */
export function deliverPendingLeads(): Promise<number> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let sent = 0;
    do {
      again = false;
      sent += await deliver();
    } while (again);
    return sent;
  })().finally(() => {
    running = undefined;
  });
  return running;
}

async function deliver(): Promise<number> {
  const db = await getDb();
  const pending = await db
    .select()
    .from(leads)
    .where(isNull(leads.notifiedAt))
    .orderBy(asc(leads.createdAt))
    .limit(BATCH);
  let sent = 0;
  for (const lead of pending) {
    const [claimed] = await db
      .update(leads)
      .set({ notifiedAt: new Date() })
      .where(and(eq(leads.id, lead.id), isNull(leads.notifiedAt)))
      .returning({ id: leads.id });
    if (!claimed) continue;
    try {
      const result = await sendMail(leadEmail(lead, env().CONTACT_EMAIL, env().companyName));
      if (result.via === "outbox") console.info(`[contact] SMTP_URL não definido: lead salvo em ${result.file}`);
      sent++;
    } catch (error) {
      await db.update(leads).set({ notifiedAt: null }).where(eq(leads.id, lead.id));
      // The lead is safe in the database; it is sent again after the next one arrives.
      console.error("[contact] falha ao enviar o lead por e-mail:", error instanceof Error ? error.message : error);
      break;
    }
  }
  return sent;
}
