import { databaseAnswers } from "@/lib/db";
import { handle, methodNotAllowed } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Liveness and readiness: 200 once the database answers a query, 503 service_unavailable otherwise. */
export async function GET() {
  return handle(async () => {
    await databaseAnswers();
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
