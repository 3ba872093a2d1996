import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { withAuth, type NextRequestWithAuth } from "next-auth/middleware";
import { tokenMovedToCookie } from "@/lib/auth/confirmation-cookie";
import { sessionCookie } from "@/lib/auth/options";
import { authSecret } from "@/lib/auth/secret";
import { isHttpErrorStatus } from "@/lib/http/error-pages";

type Guard = (
  request: NextRequestWithAuth,
  event: NextFetchEvent,
) => Promise<NextResponse | Response | null | undefined | void>;

let guard: Guard | undefined;

/**
 * Three jobs. It takes the confirmation link's token out of the address before anything else sees it
 * (lib/auth/confirmation-cookie.ts). It sends anonymous visitors of /translate, /conta, /confirmar-email and /painel to /login?callbackUrl=<page> (the API routes
 * check the session themselves and answer 401, so they are not matched here); the guard is built on
 * first request so the secret (possibly generated into DATA_DIR) is the one the route handlers use.
 * And it gives the error-case pages (/erro/400 ...) the HTTP status they show.
 */
export function proxy(request: NextRequest, event: NextFetchEvent) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/erro/")) {
    const status = Number(pathname.slice("/erro/".length));
    return isHttpErrorStatus(status) ? NextResponse.next({ status }) : NextResponse.next();
  }
  const moved = tokenMovedToCookie(request);
  if (moved) return moved;
  // The translator's share card is public, like its title and description: a crawler asks without a session.
  if (/^\/translate\/(opengraph|twitter)-image\b/.test(pathname)) return NextResponse.next();
  guard ??= withAuth({
    secret: authSecret(),
    pages: { signIn: "/login" },
    cookies: { sessionToken: sessionCookie() },
  }) as Guard;
  return guard(request as NextRequestWithAuth, event);
}

// /painel answers other accounts with a 404 from the page itself (lib/admin/guard.ts): the cookie alone,
// which is all this reads, cannot say whether the session was ended since.
export const config = {
  matcher: ["/translate", "/translate/:path*", "/conta", "/confirmar-email", "/painel", "/erro/:status"],
};
