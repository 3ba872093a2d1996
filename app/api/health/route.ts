import { databaseAnswers } from "@/lib/db";
import { handle, methodNotAllowed } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export async function GET() {
  return handle(async () => {
    await databaseAnswers();
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
