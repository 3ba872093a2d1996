import "server-only";
import { env } from "@/lib/env";
import { ApiError } from "./api-error";

const crossSite = () => new ApiError("forbidden_origin");

/**
 * For every request that changes state with the session cookie. Browsers send Origin (and Sec-Fetch-Site) on
 * POST, PATCH and DELETE; a request without either is not a browser's, so it carries no victim's cookie.
 */
export function requireSameOrigin(request: Request): void {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") throw crossSite();
  const origin = request.headers.get("origin");
  if (!origin) return;
  const allowed = [new URL(env().SITE_URL).origin, new URL(request.url).origin];
  if (!allowed.includes(origin)) throw crossSite();
}
