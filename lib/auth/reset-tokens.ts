import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { passwordResetTokens, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/api-error";
import { hashPassword } from "./password";
import { nextSessionVersion } from "./session-version";
import { passwordProblem } from "@/lib/validation/password-policy";

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A random token for the e-mail; only its SHA-256 is stored. */
export async function createResetToken(userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const db = await getDb();
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

const invalidResetLink = () =>
  new ApiError("invalid_input", "Link de recuperação inválido ou expirado. Peça um novo e-mail de recuperação.");

/** One conditional UPDATE claims the token, so two concurrent uses cannot both succeed. Returns the account. */
export async function resetPassword(token: string, password: string): Promise<{ id: string; email: string }> {
  const passwordHash = await hashPassword(password);
  return claimAndSet(await getDb(), token, password, passwordHash);
}

async function claimAndSet(db: Database, token: string, password: string, passwordHash: string) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw invalidResetLink();
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, claimed.userId));
    // Rolls the claim back too: the link still works with another password.
    const problem = owner ? await passwordProblem(password, owner.email) : undefined;
    if (problem) throw new ApiError("invalid_input", problem);
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: nextSessionVersion })
      .where(eq(users.id, claimed.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    return { id: claimed.userId, email: owner?.email ?? "" };
  });
}
