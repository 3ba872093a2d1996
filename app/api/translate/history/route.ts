import { sessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { clearHistory, listHistory } from "@/lib/translations/history";

export const dynamic = "force-dynamic";

async function requireUser(request: Request) {
  const user = await sessionUser(request);
  if (!user) throw new ApiError("unauthenticated");
  return user;
}

export async function GET(request: Request) {
  return handle(async () => {
    const user = await requireUser(request);
    return Response.json({ history: await listHistory(user.id) }, { headers: { "Cache-Control": "no-store" } });
  });
}

export async function DELETE(request: Request) {
  return handle(async () => {
    const user = await requireUser(request);
    await clearHistory(user.id);
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH };
