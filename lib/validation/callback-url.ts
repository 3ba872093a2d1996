const FALLBACK = "/translate";
const BASE = "http://site.invalid";

/**
 * Where to go after signing in: only a path of this site, never the login page or the API; anything
 * else goes to the fallback. The check runs on the normalised URL, the one a browser would follow:
 * "/.//evil.example", "/%2e//evil.example" and "/a/..//evil.example" all normalise to the
 * protocol-relative "//evil.example". Used by the login form and by next-auth's redirect callback.
 */
export function safeCallbackPath(value: string | null | undefined, fallback = FALLBACK): string {
  if (!value || !value.startsWith("/") || value.includes("\\")) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  const { origin, pathname, search, hash } = url;
  if (origin !== BASE || pathname.startsWith("//") || pathname.startsWith("/login") || pathname.startsWith("/api/")) {
    return fallback;
  }
  return `${pathname}${search}${hash}`;
}
