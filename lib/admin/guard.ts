import "server-only";
import { notFound, redirect } from "next/navigation";
import { pageUser, sessionUser, type SessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { requireSameOrigin } from "@/lib/http/origin";
import { handle } from "@/lib/http/route";
import { adminAccess } from "./access";

/** Every /api/admin route starts here; state-changing methods also check the origin. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await sessionUser(request);
  const access = adminAccess(user?.email);
  if (access === "anonymous") throw new ApiError("unauthenticated");
  if (access === "not_admin") throw new ApiError("not_found");
  // After the access check, so a non-admin cannot tell the routes exist from a 403.
  if (request.method !== "GET" && request.method !== "HEAD") requireSameOrigin(request);
  return user!;
}

/** The page checks again: proxy.ts reads the cookie only, not whether the session was ended since. */
export async function requireAdminPage(path: string): Promise<SessionUser> {
  const user = await pageUser();
  const access = adminAccess(user?.email);
  if (access === "anonymous") redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  if (access === "not_admin") notFound();
  return user!;
}

/** Even a wrong method answers a non-admin with 404, so no status reveals the inbox. */
export function adminMethodNotAllowed(request: Request): Promise<Response> {
  return handle(async () => {
    await requireAdmin(request);
    throw new ApiError("method_not_allowed");
  });
}
