import { sessionUser } from "@/lib/auth/session";
import { requireSameOrigin } from "@/lib/http/origin";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { stopJob } from "@/lib/jobs/host";
import { cancelJob } from "@/lib/jobs/store";
import { documentJobView, documentJobs, requireDocumentJob, type DocumentJob } from "@/lib/translate/documents/jobs";
import { quotaOf } from "@/lib/translate/quota";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** A job's view, and once it ended without its file the day's quota, with what it gave back. */
async function answer(job: DocumentJob, userId: string) {
  const ended = job.status === "failed" || job.status === "cancelled";
  return Response.json(
    { ...documentJobView(job), ...(ended ? { quota: await quotaOf(userId) } : {}) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** The job's status, progress ({done,total} blocks) and message; 404 to anyone but its account. */
export async function GET(request: Request, { params }: Context) {
  return handle(async () => {
    const user = await sessionUser(request);
    const job = await requireDocumentJob((await params).id, user?.id);
    return answer(job, user!.id);
  });
}

/** "Cancelar": a queued or running job stops (whichever process runs it, within a heartbeat). */
export async function DELETE(request: Request, { params }: Context) {
  return handle(async () => {
    requireSameOrigin(request);
    const user = await sessionUser(request);
    const job = await requireDocumentJob((await params).id, user?.id);
    if (await cancelJob(documentJobs, job.id)) stopJob(job.id);
    return answer(await requireDocumentJob(job.id, user?.id), user!.id);
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH };
