// @ts-check
import { isIP } from "node:net";

/**
 * The client's address: the X-Forwarded-For entry the trusted proxies wrote (`hops` of them, the last ones), or
 * the TCP peer's. Entries left of the trusted hops are the client's own words; a value that is not an IP falls
 * back to the peer, so forged values share one bucket. Plain JavaScript: server.mjs (its admission queue) and
 * lib/http/client-ip.ts (the routes' limits) must name a client the same way.
 * @param {string | null | undefined} peer
 * @param {string | null | undefined} forwardedFor
 * @param {number} hops
 */
export function clientAddress(peer, forwardedFor, hops) {
  const own = asIp(peer);
  if (hops === 0) return own ?? "unknown";
  const forwarded = (forwardedFor ?? "").split(",").map((part) => part.trim());
  const index = forwarded.length - hops;
  return (index >= 0 ? asIp(forwarded[index]) : undefined) ?? own ?? "unknown";
}

/**
 * An IP address as written by Node or a proxy ("::ffff:1.2.3.4", "[::1]:80", "1.2.3.4:80"), or undefined.
 * @param {string | null | undefined} value
 */
function asIp(value) {
  if (!value) return undefined;
  let ip = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":"));
  ip = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return isIP(ip) ? ip.toLowerCase() : undefined;
}
