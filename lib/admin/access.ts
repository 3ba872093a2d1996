import "server-only";
import { env } from "@/lib/env";
import { normalizeEmail } from "@/lib/validation/auth";

export type AdminAccess = "anonymous" | "not_admin" | "admin";

/**
 * The one rule for the owner's inbox, used by the /painel page and every /api/admin route: an account is an
 * admin only once it proved its e-mail (lib/auth/email-tokens.ts) and that address, normalised as sign-up does,
 * is in ADMIN_EMAILS. So whoever registers a listed address before its owner gets nothing from it.
 */
export function adminAccess(user: { email: string; emailVerified: boolean } | null | undefined): AdminAccess {
  if (!user) return "anonymous";
  return user.emailVerified && env().ADMIN_EMAILS.includes(normalizeEmail(user.email)) ? "admin" : "not_admin";
}
