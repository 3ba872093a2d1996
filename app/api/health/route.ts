import { databaseAnswers } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { handle, methodNotAllowed } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Liveness and readiness: 200 once the database answers a query. */
export async function GET() {
  return handle(async () => {
    try {
      await databaseAnswers();
    } catch (error) {
      console.error("[health] database unavailable", error);
      throw new ApiError("upstream_error", "O banco de dados não respondeu.");
    }
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
