import "server-only";
import { clientIp } from "@/lib/http/client-ip";
import { isApiError } from "@/lib/http/errors";
import { rateLimit } from "@/lib/http/rate-limit";
import { signInSchema } from "@/lib/validation/auth";
import { authLimits, tooManyAttempts } from "./limits";
import { verifyCredentials, type AccountUser } from "./users";

/** Error codes next-auth passes back to the form as `error` (see components/auth/auth-messages.ts). */
export const SIGN_IN_RATE_LIMITED = "rate_limited";

/**
 * The Credentials provider's check: rate limits per IP and per e-mail, then the password. Returns
 * null for any wrong e-mail or password alike; throws SIGN_IN_RATE_LIMITED when over a limit.
 */
export async function authorizeCredentials(credentials: unknown, headers: Headers): Promise<AccountUser | null> {
  // Every attempt counts against the address, even a malformed one.
  await limited(() => rateLimit("sign-in-ip", clientIp({ headers }), authLimits.signInIp, tooManyAttempts));
  const parsed = signInSchema.safeParse(credentials);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  await limited(() => rateLimit("sign-in-email", email, authLimits.signInEmail, tooManyAttempts));
  return verifyCredentials(email, password);
}

/** next-auth turns a thrown Error's message into the `error` the form receives. */
async function limited(check: () => Promise<void>) {
  try {
    await check();
  } catch (error) {
    if (isApiError(error) && error.code === "rate_limited") throw new Error(SIGN_IN_RATE_LIMITED);
    throw error;
  }
}
