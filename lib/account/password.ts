import "server-only";
import { eq } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { SessionUser } from "@/lib/auth/session";
import { nextSessionVersion } from "@/lib/auth/session-version";
import { checkPassword } from "@/lib/auth/sign-in";
import type { AccountUser } from "@/lib/auth/users";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { passwordChangedEmail } from "@/lib/mail/account-emails";
import { accountMessages } from "@/lib/validation/account";
import { passwordProblem } from "@/lib/validation/password-check";
import { notifyAccountOwner } from "./notify";

/** Raises the session version, so every cookie signed before stops working; the caller re-issues its own. */
export async function changePassword(
  user: SessionUser,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  client: string,
): Promise<AccountUser> {
  const verified = await checkPassword(user.email, currentPassword, client);
  if (verified?.id !== user.id) throw new ApiError("invalid_input", accountMessages.wrongCurrentPassword);
  const problem = await passwordProblem(newPassword, user.email);
  if (problem) throw new ApiError("invalid_input", problem);
  const passwordHash = await hashPassword(newPassword);
  const db = await getDb();
  const [changed] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: nextSessionVersion })
    .where(eq(users.id, user.id))
    .returning({ id: users.id, email: users.email, sessionVersion: users.sessionVersion });
  if (!changed) throw new ApiError("unauthenticated");
  notifyAccountOwner(
    passwordChangedEmail({ to: changed.email, siteName: env().companyName, link: `${env().SITE_URL}/login` }),
    "senha alterada",
  );
  return changed;
}
