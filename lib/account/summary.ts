import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";

export async function accountSummary(userId: string): Promise<{ email: string; createdAt: Date } | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
