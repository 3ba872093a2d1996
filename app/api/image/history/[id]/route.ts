import { requireSessionUser } from "@/lib/auth/session";
import { deleteImageHistory } from "@/lib/images/history";
import { ApiError } from "@/lib/http/api-error";
import { requireSameOrigin } from "@/lib/http/origin";
import { handle, methodNotAllowed } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    requireSameOrigin(request);
    const user = await requireSessionUser(request);
    const { id } = await params;
    // Someone else's entry answers as a missing one: nothing tells which ids exist.
    if (!UUID.test(id) || !(await deleteImageHistory(user.id, id))) {
      throw new ApiError("not_found", "Este item do histórico não existe mais.");
    }
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH };
