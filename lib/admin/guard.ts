import "server-only";
import { notFound, redirect } from "next/navigation";
import { pageUser, sessionUser, type SessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { requireSameOrigin } from "@/lib/http/origin";
import { handle, unknownApiRoute } from "@/lib/http/route";
import { adminAccess } from "./access";

/**
 * Every /api/admin route starts here, before it reads the body; state-changing methods also check the origin.
 * Anyone but an admin (anonymous or not) gets exactly the answer of an unknown /api/ path: nothing says the
 * routes exist.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const { user, access } = await callerAccess(request);
  if (access !== "admin") throw unknownApiRoute();
  // After the access check, so a non-admin cannot tell the routes exist from a 403.
  if (request.method !== "GET" && request.method !== "HEAD") requireSameOrigin(request);
  return user!;
}

/**
 * The answer of every /api/ path no route serves (app/api/[...rest]). It reads the caller's session as
 * requireAdmin does, so a refused admin route and an unknown path do the same work: their time, as well as
 * their status, headers and body, says nothing of which routes exist.
 */
export function unknownApiAnswer(request: Request): Promise<Response> {
  return handle(async () => {
    await callerAccess(request);
    throw unknownApiRoute();
  });
}

async function callerAccess(request: Request) {
  const user = await sessionUser(request);
  return { user, access: adminAccess(user) };
}

/** The page checks again: proxy.ts reads the cookie only, not whether the session was ended since. */
export async function requireAdminPage(path: string): Promise<SessionUser> {
  const user = await pageUser();
  const access = adminAccess(user);
  if (access === "anonymous") redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  if (access === "not_admin") notFound();
  return user!;
}

/** Even a wrong method answers a non-admin with the unknown route's 404, so no status reveals the inbox. */
export function adminMethodNotAllowed(request: Request): Promise<Response> {
  return handle(async () => {
    await requireAdmin(request);
    throw new ApiError("method_not_allowed");
  });
}
