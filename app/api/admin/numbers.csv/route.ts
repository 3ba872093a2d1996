import { ApiError } from "@/lib/http/api-error";
import { adminMethodNotAllowed, requireAdmin } from "@/lib/admin/guard";
import { flushVisits } from "@/lib/analytics/counter";
import { numbersCsv, periodOf } from "@/lib/analytics/report";
import { CSV_TYPE, download } from "@/lib/http/content-disposition";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle } from "@/lib/http/route";
import { usageDay } from "@/lib/usage/usage";

export const dynamic = "force-dynamic";

/** "Números" of /painel as CSV: ?dias=7, 30 (default) or 90. The session is checked before anything else. */
export async function GET(request: Request) {
  return handle(async () => {
    const admin = await requireAdmin(request);
    await rateLimit("adminRead", admin.id);
    const asked = new URL(request.url).searchParams.get("dias");
    const days = periodOf(asked);
    if (asked !== null && String(days) !== asked) {
      throw new ApiError("invalid_input", "Período inválido: use dias=7, 30 ou 90.");
    }
    await flushVisits();
    return download(await numbersCsv(days), `numeros-${days}-dias-${usageDay()}.csv`, CSV_TYPE);
  });
}

export {
  adminMethodNotAllowed as POST,
  adminMethodNotAllowed as PUT,
  adminMethodNotAllowed as PATCH,
  adminMethodNotAllowed as DELETE,
};
