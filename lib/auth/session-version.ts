import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";

/**
 * Read on every request with a session: a stolen JWT stays valid until it expires, so raising the user's version
 * ends every session signed before; and whether the e-mail is verified is never taken from the cookie.
 */
export async function sessionStateOf(userId: string): Promise<{ version: number; emailVerified: boolean } | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ version: users.sessionVersion, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && { version: row.version, emailVerified: row.verifiedAt !== null };
}

export const nextSessionVersion = sql`${users.sessionVersion} + 1`;

export async function endSessions(userId: string): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ sessionVersion: nextSessionVersion }).where(eq(users.id, userId));
}
