import { isIP } from "node:net";
import { isBlockedAddress } from "./address-policy";
import { FetchFailure } from "./fetch-error";

export type TargetPolicy = {
  /** Exact lower-case "host:port" entries exempt from the address rules (tests only). */
  allowedHosts: readonly string[];
};

function hostKey(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname.toLowerCase()}:${port}`;
}

export function isExempt(url: URL, policy: TargetPolicy): boolean {
  return policy.allowedHosts.includes(hostKey(url));
}

/** The WHATWG parser canonicalises every IPv4 spelling (2130706433, 0177.0.0.1, 127.1), so literals are checked here. */
export function vetTarget(raw: string | URL, policy: TargetPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchFailure("forbidden", "malformed URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new FetchFailure("forbidden", `scheme ${url.protocol}`);
  if (url.username || url.password) throw new FetchFailure("forbidden", "credentials in URL");
  if (isExempt(url, policy)) return url;

  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) {
    if (isBlockedAddress(host)) throw new FetchFailure("forbidden", `blocked address ${host}`);
  } else if (
    !host.includes(".") ||
    /\.(localhost|local|internal|localdomain|home\.arpa)\.?$/i.test(host) ||
    /^localhost\.?$/i.test(host)
  ) {
    // Single-label and local-only names never lead to a public site; refusing them early saves a lookup.
    throw new FetchFailure("forbidden", `local name ${host}`);
  }
  return url;
}
