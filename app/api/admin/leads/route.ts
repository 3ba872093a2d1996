import { adminMethodNotAllowed, requireAdmin } from "@/lib/admin/guard";
import { leadFilterOf } from "@/lib/admin/query";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle } from "@/lib/http/route";
import { listLeads } from "@/lib/leads/inbox";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return handle(async () => {
    const admin = await requireAdmin(request);
    const filter = leadFilterOf(request);
    await rateLimit("adminRead", admin.id);
    return Response.json({ leads: await listLeads(filter) }, { headers: { "Cache-Control": "no-store" } });
  });
}

export {
  adminMethodNotAllowed as POST,
  adminMethodNotAllowed as PUT,
  adminMethodNotAllowed as PATCH,
  adminMethodNotAllowed as DELETE,
};
