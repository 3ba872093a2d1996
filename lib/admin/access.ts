import "server-only";
import { env } from "@/lib/env";

export type AdminAccess = "anonymous" | "not_admin" | "admin";

/**
 * The one rule for the owner's inbox, used by proxy.ts, the /painel page and every /api/admin route:
 * anonymous visitors are asked to sign in, other accounts get a 404 so the inbox's existence is not revealed.
 */
export function adminAccess(email: string | null | undefined): AdminAccess {
  if (!email) return "anonymous";
  return env().ADMIN_EMAILS.includes(email.trim().toLowerCase()) ? "admin" : "not_admin";
}
