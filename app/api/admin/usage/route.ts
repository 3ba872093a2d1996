import { adminMethodNotAllowed, requireAdmin } from "@/lib/admin/guard";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle } from "@/lib/http/route";
import { flushToolUsage, usageReport } from "@/lib/usage/usage";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return handle(async () => {
    const admin = await requireAdmin(request);
    await rateLimit("adminRead", admin.id);
    await flushToolUsage(); // this instance's last seconds, so the table is current
    return Response.json({ tools: await usageReport() }, { headers: { "Cache-Control": "no-store" } });
  });
}

export {
  adminMethodNotAllowed as POST,
  adminMethodNotAllowed as PUT,
  adminMethodNotAllowed as PATCH,
  adminMethodNotAllowed as DELETE,
};
