import { env } from "@/lib/env";

/**
 * The client's address for rate limiting. Route handlers never see the socket: `next start` puts the
 * socket address in X-Forwarded-For only when the request has none, and keeps a client-sent one as it
 * is. Behind TRUST_PROXY_HOPS proxies that each append what they saw, the entry that many places from
 * the right is the real client; entries further left are the client's own words and never trusted.
 * With no proxy (0) the header can be forged, which is why the sign-in limits also count per e-mail.
 */
export function clientIp(request: Pick<Request, "headers">, hops = env().TRUST_PROXY_HOPS): string {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const ip = forwarded[forwarded.length - Math.max(1, hops)] ?? forwarded[0] ?? request.headers.get("x-real-ip") ?? "unknown";
  return ip.replace(/^::ffff:/i, "");
}
