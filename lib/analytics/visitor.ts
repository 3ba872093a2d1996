import { createHash } from "node:crypto";

/** Crawlers, link previews, monitors and headless browsers: their visits are not people's. */
const BOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|pingdom|monitor|curl|wget|python|java\/|go-http|node-fetch|axios|okhttp|httpclient|playwright|puppeteer|phantom/i;

/**
 * Why a request is not counted, or undefined when it is: a bot, a prefetch (the browser's or Next's router),
 * a visitor who asks not to be tracked (Global Privacy Control) or the owner's pages.
 */
export function notCounted(headers: Headers, path: string): string | undefined {
  const ua = headers.get("user-agent") ?? "";
  if (!ua || BOT.test(ua)) return "bot";
  if (/prefetch|prerender/i.test(`${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`))
    return "prefetch";
  if (headers.get("next-router-prefetch") || headers.get("x-middleware-prefetch")) return "prefetch";
  if (headers.get("sec-gpc")?.trim() === "1") return "gpc";
  if (/^\/(painel|api\/admin)(\/|$)/.test(path)) return "admin";
  return undefined;
}

/** Plausible's visitor key: it changes every day with the salt, and nothing stored can recompute it. */
export function visitorHash(salt: string, site: string, ip: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${site}\n${ip}\n${userAgent}`).digest("hex").slice(0, 32);
}

export function deviceOf(userAgent: string): "phone" | "tablet" | "desktop" {
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i.test(userAgent)) return "tablet";
  if (/mobi|iphone|ipod|android|phone/i.test(userAgent)) return "phone";
  return "desktop";
}

/** A referrer's host, without "www.", or "" (none, or the site itself). */
export function referrerHost(referrer: string | undefined, siteHost: string): string {
  if (!referrer) return "";
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, "");
    return host === siteHost.replace(/^www\./, "") ? "" : host.slice(0, 100);
  } catch {
    return "";
  }
}

/** A campaign parameter as kept: trimmed, lower-cased, at most 100 characters. */
export const utm = (value: string | null | undefined) =>
  (value ?? "").replaceAll("*", "").trim().toLowerCase().slice(0, 100);
