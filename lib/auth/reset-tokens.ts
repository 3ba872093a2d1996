import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { passwordResetTokens, users } from "@/lib/db/schema";
import { ApiError, isApiError } from "@/lib/http/errors";
import { hashPassword } from "./password";
import { scrubbed } from "./scrub";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

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

export const invalidResetLink = () =>
  new ApiError("invalid_input", "Link de recuperação inválido ou expirado. Peça um novo e-mail de recuperação.");

/**
 * Sets the new password if the token is known, unused and unexpired. Claiming the token is one
 * conditional UPDATE, so two concurrent uses cannot both succeed; the user's other tokens die too.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  try {
    await claimAndSet(db, token, passwordHash);
  } catch (error) {
    if (isApiError(error)) throw error;
    throw scrubbed(error, "Redefinição de senha");
  }
}

async function claimAndSet(db: Database, token: string, passwordHash: string) {
  await db.transaction(async (tx) => {
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
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
  });
}
