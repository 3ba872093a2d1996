import type { NextFetchEvent, NextRequest, NextResponse } from "next/server";
import { withAuth, type NextRequestWithAuth } from "next-auth/middleware";
import { sessionCookie } from "@/lib/auth/options";
import { authSecret } from "@/lib/auth/secret";

type Guard = (request: NextRequestWithAuth, event: NextFetchEvent) => Promise<NextResponse | Response | null | undefined | void>;

let guard: Guard | undefined;

/**
 * Sends anonymous visitors of /translate to /login?callbackUrl=/translate. The API routes check the
 * session themselves and answer 401, so they are not matched here. Built on first request so the
 * secret (possibly generated into DATA_DIR) is the one the route handlers use.
 */
export function proxy(request: NextRequest, event: NextFetchEvent) {
  guard ??= withAuth({
    secret: authSecret(),
    pages: { signIn: "/login" },
    cookies: { sessionToken: sessionCookie() },
  }) as Guard;
  return guard(request as NextRequestWithAuth, event);
}

export const config = { matcher: ["/translate", "/translate/:path*"] };
