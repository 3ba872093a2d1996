import { requireSameOrigin } from "@/lib/http/origin";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { finishJob, jobView, requireJob } from "@/lib/converter/site/jobs";
import { siteMessages } from "@/lib/converter/site/messages";
import { existingOwner } from "@/lib/converter/site/owner";
import { stopLocal } from "@/lib/converter/site/runner";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Context) {
  return handle(async () => {
    const job = await requireJob((await params).id, existingOwner(request));
    return Response.json(jobView(job), { headers: { "Cache-Control": "no-store" } });
  });
}

/** Cancels a queued or running export (whichever instance runs it stops within a heartbeat). */
export async function DELETE(request: Request, { params }: Context) {
  return handle(async () => {
    requireSameOrigin(request);
    const owner = existingOwner(request);
    const job = await requireJob((await params).id, owner);
    if (await finishJob(job.id, { status: "cancelled", message: siteMessages.cancelled })) stopLocal(job.id);
    return Response.json(jobView(await requireJob(job.id, owner)), { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH };
