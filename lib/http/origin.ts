import "server-only";
import { env } from "@/lib/env";
import { ApiError } from "./api-error";

const crossSite = () => new ApiError("forbidden_origin");

/**
 * For every request that changes state with the session cookie. Browsers send Origin (and Sec-Fetch-Site) on
 * POST, PATCH and DELETE; a request without either is not a browser's, so it carries no victim's cookie.
 * The Origin must be SITE_URL's or the one of the address the request was made to (OWASP's CSRF advice, and what
 * Next's Server Actions do): a build with the defaults also answers at http://127.0.0.1:3000 or a LAN address.
 */
export function requireSameOrigin(request: Request, hops = env().TRUST_PROXY_HOPS): void {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") throw crossSite();
  const origin = request.headers.get("origin");
  if (!origin) return;
  if (origin !== new URL(env().SITE_URL).origin && !addressedOrigins(request, hops).includes(origin)) throw crossSite();
}

/**
 * The origins of the address the browser used. Next reports every request as http://localhost:<port> (its own
 * listening name), so the host is the Host header's; behind trusted proxies (TRUST_PROXY_HOPS, as
 * lib/http/client-ip.ts decides), also the host and protocol they forwarded, in X-Forwarded-Host and
 * X-Forwarded-Proto or in Forwarded. A cross-site page cannot set any of these headers on a browser's request.
 */
function addressedOrigins(request: Request, hops: number): string[] {
  const url = new URL(request.url);
  const origins = [originOf(url.protocol, request.headers.get("host") ?? url.host)];
  if (hops > 0) {
    const forwarded = forwardedAddress(request.headers, hops);
    if (forwarded.host) origins.push(originOf(forwarded.proto ?? url.protocol, forwarded.host));
  }
  return origins.filter((origin): origin is string => origin !== undefined);
}

/** The origin a browser writes for this protocol and host (lower case, no default port), or undefined. */
function originOf(protocol: string, host: string): string | undefined {
  const scheme = protocol.replace(/:$/, "").toLowerCase();
  if (scheme !== "http" && scheme !== "https") return undefined;
  if (!/^(?:[\w.-]+|\[[\da-f:.]+\])(?::\d{1,5})?$/i.test(host)) return undefined;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The host and protocol the outermost trusted proxy recorded. Proxies that append leave one entry each, so the
 * outermost trusted one's is `hops` from the end (as X-Forwarded-For's client address); proxies that replace the
 * header (nginx's `proxy_set_header`, deploy/nginx) leave one. X-Forwarded-Host wins over Forwarded.
 */
function forwardedAddress(headers: Headers, hops: number): { host?: string; proto?: string } {
  const entry = (list: string[]) => list[Math.max(0, list.length - hops)];
  const listOf = (name: string) =>
    (headers.get(name) ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
  const host = entry(listOf("x-forwarded-host"));
  if (host) return { host, proto: entry(listOf("x-forwarded-proto")) };
  const element = entry(listOf("forwarded"));
  if (!element) return {};
  const pairs = new Map(
    element.split(";").map((pair) => {
      const [name = "", value = ""] = pair.split("=", 2).map((part) => part.trim());
      return [name.toLowerCase(), value.replace(/^"(.*)"$/, "$1")];
    }),
  );
  return { host: pairs.get("host") || undefined, proto: pairs.get("proto") || undefined };
}
