import { requireSameOrigin } from "@/lib/http/origin";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { jobView, requireJob, siteJobs } from "@/lib/converter/site/jobs";
import { existingOwner } from "@/lib/converter/site/owner";
import { stopJob } from "@/lib/jobs/host";
import { cancelJob } from "@/lib/jobs/store";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Context) {
  return handle(async () => {
    const job = await requireJob((await params).id, existingOwner(request));
    return Response.json(jobView(job), { headers: { "Cache-Control": "no-store" } });
  });
}

/** Cancels a queued or running export (whichever process runs it stops within a heartbeat). */
export async function DELETE(request: Request, { params }: Context) {
  return handle(async () => {
    requireSameOrigin(request);
    const owner = existingOwner(request);
    const job = await requireJob((await params).id, owner);
    if (await cancelJob(siteJobs, job.id)) stopJob(job.id);
    return Response.json(jobView(await requireJob(job.id, owner)), { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH };
