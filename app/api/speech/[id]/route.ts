import { requireSameOrigin } from "@/lib/http/origin";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { stopJob } from "@/lib/jobs/host";
import { cancelJob } from "@/lib/jobs/store";
import { requireSpeechJob, speechJobs, speechJobView } from "@/lib/speech/jobs";
import { speechJobOwner } from "../job-owner";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Context) {
  return handle(async () => {
    const job = await requireSpeechJob((await params).id, await speechJobOwner(request));
    return Response.json(speechJobView(job), { headers: { "Cache-Control": "no-store" } });
  });
}

/** Cancels a queued or running job (whichever process runs it stops within a heartbeat). */
export async function DELETE(request: Request, { params }: Context) {
  return handle(async () => {
    requireSameOrigin(request);
    const account = await speechJobOwner(request);
    const job = await requireSpeechJob((await params).id, account);
    if (await cancelJob(speechJobs, job.id)) stopJob(job.id);
    return Response.json(speechJobView(await requireSpeechJob(job.id, account)), {
      headers: { "Cache-Control": "no-store" },
    });
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH };
