import "server-only";
import { encode } from "next-auth/jwt";
import { SESSION_MAX_AGE, sessionCookie } from "./options";
import { authSecret } from "./secret";
import type { AccountUser } from "./users";

function serialize(value: string, maxAge: number): string {
  const { name, options } = sessionCookie();
  const parts = [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax"];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** The cookie next-auth would set at sign-in, so this browser keeps its session when the version is raised. */
export async function renewedSessionCookie(user: AccountUser): Promise<string> {
  const token = await encode({
    token: { sub: user.id, email: user.email, sessionVersion: user.sessionVersion },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE,
  });
  return serialize(token, SESSION_MAX_AGE);
}

export const clearedSessionCookie = () => serialize("", 0);
