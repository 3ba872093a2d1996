const FALLBACK = "/translate";
const BASE = "http://site.invalid";

/** Checked on the normalised URL: "/.//evil.example" and "/%2e//evil.example" become "//evil.example". */
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
