import "server-only";
import { env } from "@/lib/env";
import { signInAccountBudget } from "@/lib/http/limits";
import { failureBudget } from "@/lib/http/rate-limit";
import { lockoutEmail } from "@/lib/mail/lockout-email";
import { sendMail } from "@/lib/mail/transport";
import { findUserByEmail } from "./users";

/**
 * The per-account failure budget of sign-in. Keyed by the (normalised) e-mail, whether or not it has an
 * account, so a refusal looks and costs the same for both.
 */
export const accountBudget = failureBudget("sign-in-account", signInAccountBudget);

/** For /conta: whether sign-ins to this account are refused right now (outside the owner's browsers), and since when. */
export async function signInLockout(email: string): Promise<{ since: Date } | null> {
  const since = await accountBudget.lockedSince(email);
  return since ? { since } : null;
}

/** A successful sign-in or a password reset gives the account its whole budget back. */
export async function clearSignInLockout(email: string): Promise<void> {
  await accountBudget.clear(email);
}

/**
 * Only the attempt that spends the last point gets here (the store counts atomically across instances),
 * so the owner gets one e-mail per lockout, never one per attempt.
 */
export async function lockAndTellOwner(email: string): Promise<void> {
  const lockedAt = new Date();
  await accountBudget.lock(email);
  const user = await findUserByEmail(email);
  if (!user) return;
  const link = `${env().SITE_URL}/login?modo=recuperar`;
  const sent = await sendMail(
    lockoutEmail({
      to: user.email,
      lockedAt,
      attempts: signInAccountBudget.failures,
      lockHours: signInAccountBudget.windowSeconds / 3600,
      link,
      siteName: env().companyName,
    }),
  );
  if (sent.via === "outbox") console.info(`[mail] SMTP_URL não definido: aviso de bloqueio salvo em ${sent.file}`);
}
