import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { authSecret } from "./secret";

/**
 * OWASP's device cookie: a browser where the owner signed in before keeps signing in while a guesser spread
 * over many addresses has spent the account's failure budget. It names the account (its id), never the
 * password or the session, and is signed with a key of its own derived from the session secret. Sign-out
 * leaves it in place: it proves a past sign-in, it does not open a session.
 */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const VERSION = "d1";

const secure = () => env().SITE_URL.startsWith("https://");

export const deviceCookieName = () => (secure() ? "__Host-device" : "device");

const keys = new Map<string, Buffer>();

function key(): Buffer {
  const secret = authSecret();
  let derived = keys.get(secret);
  if (!derived) {
    derived = createHmac("sha256", secret).update("device-cookie/v1").digest();
    keys.set(secret, derived);
  }
  return derived;
}

const sign = (payload: string) => createHmac("sha256", key()).update(payload).digest("base64url");

export function deviceCookieValue(userId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DEVICE_COOKIE_MAX_AGE_SECONDS;
  const payload = [VERSION, userId, expires, randomBytes(9).toString("base64url")].join(".");
  return `${payload}.${sign(payload)}`;
}

/** The account a genuine, unexpired cookie names; anything else is no cookie at all. */
export function deviceCookieAccount(value: string | undefined, now = Date.now()): string | undefined {
  const parts = value?.split(".");
  if (!parts || parts.length !== 5 || parts[0] !== VERSION) return undefined;
  const [, userId, expires, , signature] = parts;
  const expected = Buffer.from(sign(parts.slice(0, 4).join(".")));
  const actual = Buffer.from(signature);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return Number(expires) * 1000 > now ? userId : undefined;
}

export function deviceCookieIn(headers: Headers): string | undefined {
  const name = `${deviceCookieName()}=`;
  for (const pair of (headers.get("cookie") ?? "").split(";")) {
    const trimmed = pair.trim();
    if (trimmed.startsWith(name)) return trimmed.slice(name.length);
  }
  return undefined;
}

export function deviceSetCookie(userId: string): string {
  return [
    `${deviceCookieName()}=${deviceCookieValue(userId)}`,
    "Path=/",
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure() ? ["Secure"] : []),
  ].join("; ");
}

// next-auth's authorize() cannot set cookies: it notes the account here and the route wrapper sets the cookie.
const signedIn = new AsyncLocalStorage<{ userId?: string }>();

export function noteSignedIn(userId: string) {
  const store = signedIn.getStore();
  if (store) store.userId = userId;
}

export async function rememberDevice(run: () => Promise<Response>): Promise<Response> {
  const store: { userId?: string } = {};
  const response = await signedIn.run(store, run);
  if (store.userId && response.status < 400) response.headers.append("Set-Cookie", deviceSetCookie(store.userId));
  return response;
}
