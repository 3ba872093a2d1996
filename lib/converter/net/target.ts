import { isIP } from "node:net";
import { isBlockedAddress } from "./address-policy";
import { FetchFailure } from "./fetch-error";

/** What may be fetched, decided before any connection: scheme, credentials, literal addresses, exemptions. */
export type TargetPolicy = {
  /** Exact lower-case "host:port" entries exempt from the address rules (tests only). */
  allowedHosts: readonly string[];
};

/** The host:port key of CONVERTER_ALLOWED_HOSTS, with the scheme's default port made explicit. */
function hostKey(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname.toLowerCase()}:${port}`;
}

export function isExempt(url: URL, policy: TargetPolicy): boolean {
  return policy.allowedHosts.includes(hostKey(url));
}

/**
 * Parses and vets a URL. The WHATWG parser already turns every IPv4 spelling (decimal 2130706433,
 * octal 0177.0.0.1, hex 0x7f.1, short 127.1) into dotted form and compresses IPv6, so literal
 * addresses are checked here in their canonical form; names are checked later, on the address the
 * socket actually connects to.
 */
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
