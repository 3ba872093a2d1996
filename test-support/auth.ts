/** Helpers for tests of the account and translator routes. */
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";
import { createUser } from "@/lib/auth/users";

/** Unique per call, so tests also pass on a shared PostgreSQL that is never emptied. */
export const uniqueEmail = (prefix = "conta") => `${prefix}-${randomUUID()}@exemplo.com`;

export async function newUser(password = "senha-secreta-1") {
  const email = uniqueEmail();
  const user = await createUser(email, password);
  return { ...user, password };
}

/** The cookie next-auth itself would set after signing this user in (same secret, same format). */
export async function sessionCookieFor(user: { id: string; email: string; sessionVersion: number }) {
  const token = await encode({ token: { sub: user.id, email: user.email, sessionVersion: user.sessionVersion }, secret: authSecret() });
  return `next-auth.session-token=${token}`;
}

export async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("waitFor: condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
