import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";

/** A stolen JWT stays valid until it expires; raising the user's version ends every session signed before. */
export async function sessionVersionOf(userId: string): Promise<number | undefined> {
  const db = await getDb();
  const [row] = await db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.version;
}

export const nextSessionVersion = sql`${users.sessionVersion} + 1`;

export async function endSessions(userId: string): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ sessionVersion: nextSessionVersion }).where(eq(users.id, userId));
}
