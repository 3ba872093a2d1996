import { ApiError } from "@/lib/http/api-error";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { deleteHistoryEntry } from "@/lib/translate/history";
import { requireUser } from "../route";

export const dynamic = "force-dynamic";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "Excluir": one translation of the account's history. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const user = await requireUser(request);
    const { id } = await params;
    if (!UUID.test(id) || !(await deleteHistoryEntry(user.id, id))) {
      throw new ApiError("not_found", "Esta tradução já não está no seu histórico.");
    }
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH };
