import "server-only";
import { clientIp } from "@/lib/http/client-ip";
import { afterResponse } from "@/lib/http/after-response";
import { isApiError } from "@/lib/http/api-error";
import { describeFailure } from "@/lib/describe-failure";
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
    let budget = { last: false };
    const user = await checkPassword(email, password, client, async () => {
      // Spent before the password is hashed: once the budget is gone a refusal costs one store command.
      if (!(await isOwnersBrowser(email, headers))) budget = await accountBudget.spend(email);
    });
    if (user) {
      await accountBudget.clear(email);
      noteSignedIn(user.id);
    } else if (budget.last) {
      // After the answer: whether an e-mail goes out depends on the account existing.
      afterResponse(() => lockAndTellOwner(email).catch(logLockoutFailure));
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

/** Every check of an account's password (sign-in, password change, deletion) shares the sign-in delays. */
export async function checkPassword(
  email: string,
  password: string,
  client: string,
  beforeHash?: () => Promise<void>,
): Promise<AccountUser | null> {
  const key = `${email}|${client}`;
  await delays.wait(key);
  await beforeHash?.();
  const user = await verifyCredentials(email, password);
  await (user ? delays.succeed(key) : delays.fail(key));
  return user;
}
