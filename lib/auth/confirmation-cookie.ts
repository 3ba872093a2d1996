import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";

/**
 * The confirmation link's token leaves the address on the link's first request (proxy.ts): it goes into this
 * cookie and the browser is sent to /confirmar-email without it. So no later address holds it: not the
 * /login?callbackUrl=... of a signed-out visitor, not a page view the pixel reports, not a Referer. The cookie
 * goes only with the one request that spends it (its Path), and JavaScript cannot read it.
 */
export const CONFIRMATION_PAGE = "/confirmar-email";
const CONSUMER_PATH = "/api/auth/verify-email";
/** Long enough to sign in (or recover the password) first; the link itself works for 24 hours. */
export const CONFIRMATION_COOKIE_MAX_AGE = 60 * 60;

const secure = () => env().SITE_URL.startsWith("https://");
export const confirmationCookieName = () => (secure() ? "__Secure-confirmacao" : "confirmacao");

function serialize(value: string, maxAge: number): string {
  const parts = [`${confirmationCookieName()}=${value}`, `Path=${CONSUMER_PATH}`, `Max-Age=${maxAge}`];
  return [...parts, "HttpOnly", "SameSite=Lax", ...(secure() ? ["Secure"] : [])].join("; ");
}

/** For /confirmar-email?token=...: the same page without the token, which the cookie now carries. */
export function tokenMovedToCookie(request: NextRequest): NextResponse | undefined {
  const url = request.nextUrl.clone();
  if (url.pathname !== CONFIRMATION_PAGE || !url.searchParams.has("token")) return undefined;
  const token = url.searchParams.get("token") ?? "";
  url.searchParams.delete("token");
  const response = NextResponse.redirect(url, 303);
  // A token too long for any link is not worth a cookie: the route says the link is incomplete.
  if (token.length <= 200)
    response.headers.append("Set-Cookie", serialize(encodeURIComponent(token), CONFIRMATION_COOKIE_MAX_AGE));
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("Referrer-Policy", "no-referrer");
  return response;
}

/** The token the link brought, from the cookie this browser got when it opened it. */
export function confirmationTokenOf(request: Request): string | undefined {
  const name = confirmationCookieName();
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 1 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export const clearedConfirmationCookie = () => serialize("", 0);
