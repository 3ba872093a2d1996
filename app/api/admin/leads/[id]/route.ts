import { adminMethodNotAllowed, requireAdmin } from "@/lib/admin/guard";
import { parseJson } from "@/lib/http/body";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle } from "@/lib/http/route";
import { updateLead } from "@/lib/leads/inbox";
import { leadUpdateSchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

export async function PATCH(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const admin = await requireAdmin(request);
    await rateLimit("adminWrite", admin.id);
    const update = await parseJson(request, leadUpdateSchema);
    const lead = await updateLead((await params).id, update);
    return Response.json({ lead }, { headers: { "Cache-Control": "no-store" } });
  });
}

export {
  adminMethodNotAllowed as GET,
  adminMethodNotAllowed as POST,
  adminMethodNotAllowed as PUT,
  adminMethodNotAllowed as DELETE,
};
