import "server-only";
import { clientIp } from "@/lib/http/client-ip";
import { afterResponse } from "@/lib/http/after-response";
import { isApiError } from "@/lib/http/api-error";
import { describeFailure } from "@/lib/http/failure";
import { signInFailures } from "@/lib/http/limits";
import { failureDelays, rateLimit } from "@/lib/http/rate-limit";
import { signInSchema } from "@/lib/validation/auth";
import { deviceCookieAccount, deviceCookieIn, noteSignedIn } from "./device-cookie";
import { accountBudget, lockAndTellOwner } from "./lockout";
import { findUserByEmail, verifyCredentials, type AccountUser } from "./users";

/** Error codes next-auth passes back to the form as `error` (see components/auth/auth-messages.ts). */
const SIGN_IN_RATE_LIMITED = "rate_limited";
export const SIGN_IN_UNAVAILABLE = "unavailable";

const delays = failureDelays("sign-in", signInFailures);

/**
 * Three limits, cheapest first: attempts per client, growing delays per e-mail and client, then the
 * account's budget of failed checks across all clients (issue 31), which the owner's own browsers skip.
 * Thrown messages end up in next-auth's redirect, so they must never be the database's own.
 */
export async function authorizeCredentials(credentials: unknown, headers: Headers): Promise<AccountUser | null> {
  try {
    const client = clientIp({ headers });
    await rateLimit("signIn", client);
    const parsed = signInSchema.safeParse(credentials);
    if (!parsed.success) return null;
    const { email, password } = parsed.data;
    const key = `${email}|${client}`;
    await delays.wait(key);
    // Spent before the password is hashed: once the budget is gone a refusal costs one store command.
    const budget = (await isOwnersBrowser(email, headers)) ? { last: false } : await accountBudget.spend(email);
    const user = await verifyCredentials(email, password);
    if (user) {
      await Promise.all([delays.succeed(key), accountBudget.clear(email)]);
      noteSignedIn(user.id);
    } else {
      await delays.fail(key);
      // After the answer: whether an e-mail goes out depends on the account existing.
      if (budget.last) afterResponse(() => lockAndTellOwner(email).catch(logLockoutFailure));
    }
    return user;
  } catch (error) {
    if (isApiError(error) && error.code === "rate_limited") throw new Error(SIGN_IN_RATE_LIMITED);
    console.error("[sign-in] falha:", isApiError(error) ? error.code : describeFailure(error));
    throw new Error(SIGN_IN_UNAVAILABLE);
  }
}

/** The same lookup for a known or unknown e-mail, and only when the browser shows a genuine device cookie. */
async function isOwnersBrowser(email: string, headers: Headers): Promise<boolean> {
  const account = deviceCookieAccount(deviceCookieIn(headers));
  if (!account) return false;
  return (await findUserByEmail(email))?.id === account;
}

const logLockoutFailure = (error: unknown) =>
  console.error(`[sign-in] falha ao bloquear a conta ou avisar o dono: ${describeFailure(error)}`);
