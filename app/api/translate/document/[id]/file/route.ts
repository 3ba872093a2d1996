import { sessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { contentDisposition } from "@/lib/http/content-disposition";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { resultSize, resultStream } from "@/lib/jobs/results";
import { documentFormats } from "@/lib/translate/documents";
import { documentMessages, requireDocumentJob } from "@/lib/translate/documents/jobs";

export const dynamic = "force-dynamic";

/**
 * The finished translation, streamed from the database (any instance serves it), with the headers of the
 * one-request answer; none before it is whole.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const user = await sessionUser(request);
    const job = await requireDocumentJob((await params).id, user?.id);
    if (job.status !== "done" || !job.result) throw new ApiError("not_found", documentMessages.notReady);
    const size = await resultSize(job.id);
    if (size === undefined) throw new ApiError("not_found", documentMessages.notFound);
    const { name, review, convertedFrom } = job.result;
    return new Response(resultStream(job.id), {
      headers: {
        "Content-Type": documentFormats[job.input.format].type,
        "Content-Disposition": contentDisposition(name),
        "Content-Length": String(size),
        "X-Translate-Review": String(review),
        ...(convertedFrom ? { "X-Translate-Converted-From": convertedFrom } : {}),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
