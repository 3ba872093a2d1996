import { countVisit } from "@/lib/analytics/counter";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { deliverPendingLeads, saveLead } from "@/lib/leads/leads";
import { contactSchema } from "@/lib/validation/contact";

export const dynamic = "force-dynamic";

const created = () => Response.json({ ok: true }, { status: 201, headers: { "Cache-Control": "no-store" } });

/** A filled honeypot gets the same answer and is dropped. */
export async function POST(request: Request) {
  return handle(async () => {
    const lead = await parseJson(request, contactSchema);
    await rateLimit("contact", clientIp(request));
    if (lead.website) return created();
    await saveLead(lead);
    void countVisit(request, { kind: "contact_sent", path: lead.origin });
    deliverPendingLeads().catch((error: unknown) => {
      console.error("[contact] falha ao enviar os leads pendentes:", error instanceof Error ? error.message : error);
    });
    return created();
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
