import "server-only";
import { getServerSession } from "next-auth";
import { ApiError } from "@/lib/http/api-error";
import { authOptions } from "./options";

export type SessionUser = { id: string; email: string };

/**
 * The signed-in user of this request, checked by the route itself (never trusting proxy.ts). Uses
 * getServerSession's req/res form so it reads the cookie from the Request it is given.
 */
export async function sessionUser(request: Request): Promise<SessionUser | null> {
  const req = { headers: Object.fromEntries(request.headers), cookies: parseCookies(request.headers.get("cookie")) };
  const res = { getHeader() {}, setCookie() {}, setHeader() {} };
  const session = await getServerSession(req as never, res as never, authOptions());
  if (session?.unverified) throw new ApiError("service_unavailable");
  const user = session?.user;
  return user?.id && user.email ? { id: user.id, email: user.email } : null;
}

/** The signed-in user of the page being rendered (server components). */
export async function pageUser(): Promise<SessionUser | null> {
  const session = await getServerSession(authOptions());
  const user = session?.user;
  return user?.id && user.email ? { id: user.id, email: user.email } : null;
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
