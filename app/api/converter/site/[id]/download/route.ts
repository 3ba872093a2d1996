import { ApiError } from "@/lib/http/api-error";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { requireJob } from "@/lib/converter/site/jobs";
import { siteMessages } from "@/lib/converter/site/messages";
import { existingOwner } from "@/lib/converter/site/owner";
import { contentDisposition } from "@/lib/http/content-disposition";
import { resultSize, resultStream } from "@/lib/jobs/results";

export const dynamic = "force-dynamic";

/** The finished export's ZIP, streamed from the database (any instance serves it); none before it is whole. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const job = await requireJob((await params).id, existingOwner(request));
    if (job.status !== "done") throw new ApiError("not_found", siteMessages.notReady);
    const size = await resultSize(job.id);
    if (size === undefined) throw new ApiError("not_found", siteMessages.notFound);
    return new Response(resultStream(job.id), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": contentDisposition(job.result!.fileName),
        "Content-Length": String(size),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
