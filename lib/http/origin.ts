import { env } from "@/lib/env";
import { ApiError } from "./api-error";

/**
 * Refuses a form post made by another site's page in the visitor's browser. Browsers send Origin on every
 * POST; a request without it does not come from a page (curl, a server) and meets the per-client limit only.
 */
export function assertSameOrigin(request: Request): void {
  if (request.headers.get("sec-fetch-site") === "cross-site") throw new ApiError("forbidden_origin");
  const origin = request.headers.get("origin");
  if (origin === null) return;
  // SITE_URL behind a proxy; the address the request was made to when the site is reached directly.
  const allowed = [new URL(env().SITE_URL).origin, new URL(request.url).origin];
  if (!allowed.includes(origin)) throw new ApiError("forbidden_origin");
}
