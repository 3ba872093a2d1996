import "server-only";
import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { contactTopics } from "@/lib/content/contact";
import { getDb } from "@/lib/db";
import { leads, type Lead } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/api-error";
import type { LeadFilter, LeadUpdate } from "@/lib/validation/admin";
import type { LeadStatus } from "./status";

/** The inbox shows the newest ones; leads are kept 12 months and rate-limited, so this is months of them. */
export const LIST_LIMIT = 500;
/** The CSV holds every lead kept, up to this many rows (about 20 MB at the form's own limits). */
export const CSV_LIMIT = 10_000;

export type InboxLead = {
  id: string;
  name: string;
  contact: string;
  topic: string;
  plan: string | null;
  message: string;
  origin: string;
  status: LeadStatus;
  note: string;
  createdAt: string;
};

const topicLabel = (topic: string) => contactTopics[topic as keyof typeof contactTopics] ?? topic;

const toInbox = (lead: Lead): InboxLead => ({
  id: lead.id,
  name: lead.name,
  contact: lead.contact,
  topic: topicLabel(lead.topic),
  plan: lead.plan,
  message: lead.message,
  origin: lead.origin,
  status: lead.status as LeadStatus,
  note: lead.note,
  createdAt: lead.createdAt.toISOString(),
});

/** LIKE's own wildcards in the search text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function where({ status, origin, plan, q }: LeadFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (status) conditions.push(eq(leads.status, status));
  if (plan) conditions.push(eq(leads.plan, plan));
  if (origin) conditions.push(eq(leads.origin, origin));
  const text = q?.trim();
  if (text) {
    const pattern = likePattern(text);
    conditions.push(
      or(
        ilike(leads.name, pattern),
        ilike(leads.contact, pattern),
        ilike(leads.message, pattern),
        ilike(leads.note, pattern),
      ),
    );
  }
  return and(...conditions);
}

export async function listLeads(filter: LeadFilter = {}, limit = LIST_LIMIT): Promise<InboxLead[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(leads)
    .where(where(filter))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
  return rows.map(toInbox);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const unknownLead = () =>
  new ApiError("not_found", "Lead não encontrado. Ele pode ter sido excluído; atualize a lista.");

export async function updateLead(id: string, { status, note }: LeadUpdate): Promise<InboxLead> {
  if (!UUID.test(id)) throw unknownLead();
  const db = await getDb();
  const [row] = await db
    .update(leads)
    .set({ ...(status === undefined ? {} : { status }), ...(note === undefined ? {} : { note }) })
    .where(eq(leads.id, id))
    .returning();
  if (!row) throw unknownLead();
  return toInbox(row);
}
