import { ApiError } from "@/lib/http/api-error";
import { contentDisposition } from "@/lib/http/content-disposition";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { resultSize, resultStream } from "@/lib/jobs/results";
import { requireSpeechJob, speechJobMessages } from "@/lib/speech/jobs";
import { speechJobOwner } from "../../job-owner";

export const dynamic = "force-dynamic";

/** The finished job's MP3, streamed from the database (any instance serves it); none before it is whole. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const job = await requireSpeechJob((await params).id, await speechJobOwner(request));
    if (job.status !== "done") throw new ApiError("not_found", speechJobMessages.notReady);
    const size = await resultSize(job.id);
    if (size === undefined) throw new ApiError("not_found", speechJobMessages.notFound);
    return new Response(resultStream(job.id), {
      headers: {
        "Content-Type": "audio/mpeg",
        "Content-Disposition": contentDisposition(job.result!.fileName, "inline"),
        "Content-Length": String(size),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
