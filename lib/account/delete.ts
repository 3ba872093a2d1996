import "server-only";
import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { checkPassword } from "@/lib/auth/sign-in";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { jobs, leads, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/api-error";
import { accountDeletedEmail } from "@/lib/mail/account-emails";
import { accountOwner } from "@/lib/jobs/owner";
import { accountMessages } from "@/lib/validation/account";
import { notifyAccountOwner } from "./notify";

/**
 * One transaction. Every table of an account's rows references users ON DELETE CASCADE, so deleting the user
 * deletes them (and a deleted user's cookies fail the session-version check); leads are not linked to an
 * account, so the ones sent from its e-mail are deleted here by address, once the address is verified, and its
 * speech and document jobs by their owner.
 */
export async function deleteAccount(user: SessionUser, password: string, client: string): Promise<void> {
  const verified = await checkPassword(user.email, password, client);
  if (verified?.id !== user.id) throw new ApiError("invalid_input", accountMessages.wrongPassword);
  const db = await getDb();
  await db.transaction(async (tx) => {
    // A lead is the account's only once the address is verified: an impostor's account deletes no one's messages.
    if (user.emailVerified) await tx.delete(leads).where(sql`lower(${leads.contact}) = ${user.email.toLowerCase()}`);
    // The account's jobs (texts, files, their results) are named by owner, not linked by a key.
    await tx.delete(jobs).where(eq(jobs.owner, accountOwner(user.id)));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  notifyAccountOwner(accountDeletedEmail({ to: user.email, siteName: env().companyName }), "conta excluída");
}
