import { sessionUser } from "@/lib/auth/session";
import { listImageHistory } from "@/lib/images/history";
import { ApiError } from "@/lib/http/api-error";
import { handle, methodNotAllowed } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return handle(async () => {
    const user = await sessionUser(request);
    if (!user) throw new ApiError("unauthenticated");
    return Response.json({ history: await listImageHistory(user.id) }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
