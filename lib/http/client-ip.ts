import { isIP } from "node:net";
import { env } from "@/lib/env";
import { PEER_ADDRESS_HEADER } from "./peer-address.mjs";

/**
 * Route handlers never see the socket, so server.mjs passes the peer address in PEER_ADDRESS_HEADER.
 * X-Forwarded-For entries left of the trusted hops are the client's own words; non-IP values fall back
 * to the peer, so forged values share one bucket.
 */
export function clientIp(request: Pick<Request, "headers">, hops = env().TRUST_PROXY_HOPS): string {
  const peer = asIp(request.headers.get(PEER_ADDRESS_HEADER));
  if (hops === 0) return peer ?? "unknown";
  const forwarded = (request.headers.get("x-forwarded-for") ?? "").split(",").map((part) => part.trim());
  const index = forwarded.length - hops;
  return (index >= 0 ? asIp(forwarded[index]) : undefined) ?? peer ?? "unknown";
}

/** An IP address as written by Node or a proxy ("::ffff:1.2.3.4", "[::1]:80", "1.2.3.4:80"), or undefined. */
function asIp(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  let ip = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":"));
  ip = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return isIP(ip) ? ip.toLowerCase() : undefined;
}
