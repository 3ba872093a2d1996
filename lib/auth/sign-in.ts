import "server-only";
import { clientIp } from "@/lib/http/client-ip";
import { isApiError } from "@/lib/http/api-error";
import { describeFailure } from "@/lib/http/failure";
import { signInFailures } from "@/lib/http/limits";
import { failureDelays, rateLimit } from "@/lib/http/rate-limit";
import { signInSchema } from "@/lib/validation/auth";
import { verifyCredentials, type AccountUser } from "./users";

/** Error codes next-auth passes back to the form as `error` (see components/auth/auth-messages.ts). */
const SIGN_IN_RATE_LIMITED = "rate_limited";
export const SIGN_IN_UNAVAILABLE = "unavailable";

const delays = failureDelays("sign-in", signInFailures);

/** Thrown messages end up in next-auth's redirect, so they must never be the database's own. */
export async function authorizeCredentials(credentials: unknown, headers: Headers): Promise<AccountUser | null> {
  try {
    const client = clientIp({ headers });
    await rateLimit("signIn", client);
    const parsed = signInSchema.safeParse(credentials);
    if (!parsed.success) return null;
    return await checkPassword(parsed.data.email, parsed.data.password, client);
  } catch (error) {
    if (isApiError(error) && error.code === "rate_limited") throw new Error(SIGN_IN_RATE_LIMITED);
    console.error("[sign-in] falha:", isApiError(error) ? error.code : describeFailure(error));
    throw new Error(SIGN_IN_UNAVAILABLE);
  }
}

/** Every check of an account's password (sign-in, password change, deletion) shares the sign-in delays. */
export async function checkPassword(email: string, password: string, client: string): Promise<AccountUser | null> {
  const key = `${email}|${client}`;
  await delays.wait(key);
  const user = await verifyCredentials(email, password);
  await (user ? delays.succeed(key) : delays.fail(key));
  return user;
}
