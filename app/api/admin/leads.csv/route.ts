import { adminMethodNotAllowed, requireAdmin } from "@/lib/admin/guard";
import { leadFilterOf } from "@/lib/admin/query";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle } from "@/lib/http/route";
import { leadsCsv } from "@/lib/leads/csv";
import { CSV_LIMIT, listLeads } from "@/lib/leads/inbox";
import { usageDay } from "@/lib/usage/usage";
import { CSV_TYPE, download } from "@/lib/http/content-disposition";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return handle(async () => {
    const admin = await requireAdmin(request);
    const filter = leadFilterOf(request);
    await rateLimit("adminRead", admin.id);
    const csv = leadsCsv(await listLeads(filter, CSV_LIMIT));
    return download(csv, `leads-${usageDay()}.csv`, CSV_TYPE);
  });
}

export {
  adminMethodNotAllowed as POST,
  adminMethodNotAllowed as PUT,
  adminMethodNotAllowed as PATCH,
  adminMethodNotAllowed as DELETE,
};
