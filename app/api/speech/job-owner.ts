import { sessionUser } from "@/lib/auth/session";
import { accountOwner } from "@/lib/jobs/owner";

/** The signed-in account's jobs; undefined when signed out (or the database is down), which reads as 404. */
export async function speechJobOwner(request: Request): Promise<string | undefined> {
  const user = await sessionUser(request).catch(() => null);
  return user ? accountOwner(user.id) : undefined;
}
