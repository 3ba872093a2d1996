import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

/**
 * The browser a site export belongs to: a random value in an HttpOnly cookie, stored only as its hash. Any
 * other browser (no cookie, or another value) is told the job does not exist.
 */
const MAX_AGE_SECONDS = 24 * 60 * 60;
const secure = () => env().SITE_URL.startsWith("https://");
const cookieName = () => (secure() ? "__Host-conversor" : "conversor");
const hash = (value: string) => createHash("sha256").update(value).digest("base64url");

/** The owner the request's cookie names, if it carries one. */
export function existingOwner(request: Request): string | undefined {
  const name = `${cookieName()}=`;
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const value = pair.trim();
    if (value.startsWith(name) && /^[\w-]{32}$/.test(value.slice(name.length))) return hash(value.slice(name.length));
  }
  return undefined;
}

/** The request's owner, or a new one with the cookie that names it. */
export function ownerOrNew(request: Request): { owner: string; setCookie?: string } {
  const owner = existingOwner(request);
  if (owner) return { owner };
  const value = randomBytes(24).toString("base64url");
  const attributes = [
    `Path=/`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure() ? ["Secure"] : []),
  ];
  return { owner: hash(value), setCookie: [`${cookieName()}=${value}`, ...attributes].join("; ") };
}
