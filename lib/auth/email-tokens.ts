import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { passwordResetTokens, users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/api-error";
import { hashPassword } from "./password";
import { nextSessionVersion } from "./session-version";
import { passwordProblem } from "@/lib/validation/password-check";

/** The two kinds of link sent by e-mail, and how long each works. */
const lifetimes = {
  reset: 60 * 60 * 1000,
  verify: 24 * 60 * 60 * 1000,
} as const;

export type EmailTokenPurpose = keyof typeof lifetimes;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A random token for the e-mail; only its SHA-256 is stored. */
export async function createEmailToken(userId: string, purpose: EmailTokenPurpose): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const db = await getDb();
  await db.insert(passwordResetTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimes[purpose]),
  });
  return token;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * One conditional UPDATE claims the token, so two concurrent uses cannot both succeed; the account's other
 * unused links of the same kind are spent with it. Returns the account's id, or undefined for a link that is
 * unknown, used, expired or of the other kind. Inside the caller's transaction: a later refusal rolls it back.
 */
async function claim(tx: Transaction, token: string, purpose: EmailTokenPurpose): Promise<string | undefined> {
  const now = new Date();
  const [claimed] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        eq(passwordResetTokens.purpose, purpose),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) return undefined;
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.userId, claimed.userId),
        eq(passwordResetTokens.purpose, purpose),
        isNull(passwordResetTokens.usedAt),
      ),
    );
  return claimed.userId;
}

const invalidResetLink = () =>
  new ApiError("invalid_input", "Link de recuperação inválido ou expirado. Peça um novo e-mail de recuperação.");

const invalidVerifyLink = () =>
  new ApiError(
    "invalid_input",
    "Link de confirmação inválido ou expirado. Entre na sua conta e peça um novo link em Minha conta.",
  );

/**
 * Sets the new password and ends every session. The link proved the mailbox is the owner's, so the address
 * counts as verified too (an impostor who registered it first loses the account to its owner here).
 */
export async function resetPassword(token: string, password: string): Promise<{ id: string; email: string }> {
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const userId = await claim(tx, token, "reset");
    if (!userId) throw invalidResetLink();
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    // Rolls the claim back too: the link still works with another password.
    const problem = owner ? await passwordProblem(password, owner.email) : undefined;
    if (problem) throw new ApiError("invalid_input", problem);
    const now = new Date();
    await tx.update(users).set({ passwordHash, sessionVersion: nextSessionVersion }).where(eq(users.id, userId));
    await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    return { id: userId, email: owner?.email ?? "" };
  });
}

/**
 * Marks the address verified. The link works only for the account signed in: the e-mail proves the mailbox, the
 * session proves the password. So the owner of an address someone else registered cannot hand the impostor a
 * verified account by opening the link; the owner takes the account over with a password reset instead.
 */
export async function verifyEmail(token: string, userId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const claimed = await claim(tx, token, "verify");
    if (claimed !== userId) throw invalidVerifyLink(); // rolls back: the right account can still use it
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  });
}
