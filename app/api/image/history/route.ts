import { requireSessionUser } from "@/lib/auth/session";
import { listImageHistory } from "@/lib/images/history";
import { handle, methodNotAllowed } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return handle(async () => {
    const user = await requireSessionUser(request);
    return Response.json({ history: await listImageHistory(user.id) }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
