import "server-only";
import { getServerSession } from "next-auth";
import { cookies, headers } from "next/headers";
import { ApiError } from "@/lib/http/api-error";
import { authOptions, sessionCookie } from "./options";

/** emailVerified: the owner proved the address (lib/auth/email-tokens.ts); until then no admin rights, no leads. */
export type SessionUser = { id: string; email: string; emailVerified: boolean };

/** Never trusts proxy.ts. Only the session cookie is handed on: next-auth throws on a forged callback-url cookie. */
export async function sessionUser(request: Request): Promise<SessionUser | null> {
  return userOf(request.headers, parseCookies(request.headers.get("cookie")));
}

/** The signed-in user, or the 401 every signed-in route answers before it reads a byte of the body. */
export async function requireSessionUser(request: Request): Promise<SessionUser> {
  const user = await sessionUser(request);
  if (!user) throw new ApiError("unauthenticated");
  return user;
}

export async function pageUser(): Promise<SessionUser | null> {
  const all = (await cookies()).getAll().map(({ name, value }) => [name, value]);
  return userOf(await headers(), Object.fromEntries(all));
}

async function userOf(headers: Headers, cookies: Record<string, string>): Promise<SessionUser | null> {
  const name = sessionCookie().name;
  // next-auth splits a large token into name.0, name.1, ...
  const session = Object.fromEntries(
    Object.entries(cookies).filter(([key]) => key === name || key.startsWith(`${name}.`)),
  );
  const req = { headers: Object.fromEntries([...headers].filter(([key]) => key !== "cookie")), cookies: session };
  const res = { getHeader() {}, setCookie() {}, setHeader() {} };
  const found = await getServerSession(req as never, res as never, authOptions());
  if (found?.unverified) throw new ApiError("service_unavailable");
  const user = found?.user;
  return user?.id && user.email ? { id: user.id, email: user.email, emailVerified: user.emailVerified === true } : null;
}

function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}
