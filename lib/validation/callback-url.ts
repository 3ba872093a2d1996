const FALLBACK = "/translate";
const BASE = "http://site.invalid";

/**
 * Where to go after signing in: only a path of this site (no other origin, no protocol-relative
 * "//host", no backslash tricks), never the login page itself; anything else goes to /translate.
 */
export function safeCallbackPath(value: string | null | undefined, fallback = FALLBACK): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith("/login") || url.pathname.startsWith("/api/")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
