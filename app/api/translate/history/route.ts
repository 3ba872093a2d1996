import { requireSessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { clearHistory, listHistory } from "@/lib/translate/history";

export const dynamic = "force-dynamic";

const QUERY_MAX = 100;

export async function requireUser(request: Request) {
  const user = await requireSessionUser(request);
  return user;
}

/** `?q=` searches the source texts and translations of the account's last 100. */
export async function GET(request: Request) {
  return handle(async () => {
    const user = await requireUser(request);
    const query = new URL(request.url).searchParams.get("q") ?? "";
    if (query.length > QUERY_MAX) {
      throw new ApiError("invalid_input", `A busca pode ter até ${QUERY_MAX} caracteres.`);
    }
    return Response.json({ history: await listHistory(user.id, query) }, { headers: { "Cache-Control": "no-store" } });
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
