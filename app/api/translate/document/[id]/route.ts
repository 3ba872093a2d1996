import { sessionUser } from "@/lib/auth/session";
import { requireSameOrigin } from "@/lib/http/origin";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { stopJob } from "@/lib/jobs/host";
import { cancelDocumentJob, documentJobView, requireDocumentJob } from "@/lib/translate/documents/jobs";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** The job's status, progress ({done,total} blocks) and message; 404 to anyone but its account. */
export async function GET(request: Request, { params }: Context) {
  return handle(async () => {
    const user = await sessionUser(request);
    const job = await requireDocumentJob((await params).id, user?.id);
    return Response.json(documentJobView(job), { headers: { "Cache-Control": "no-store" } });
  });
}

/** "Cancelar": a queued or running job stops (whichever process runs it, within a heartbeat). */
export async function DELETE(request: Request, { params }: Context) {
  return handle(async () => {
    requireSameOrigin(request);
    const user = await sessionUser(request);
    const job = await requireDocumentJob((await params).id, user?.id);
    if (await cancelDocumentJob(job.id)) stopJob(job.id);
    const now = await requireDocumentJob(job.id, user?.id);
    return Response.json(documentJobView(now), { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH };
