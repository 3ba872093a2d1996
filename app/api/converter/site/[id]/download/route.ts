import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { ApiError } from "@/lib/http/api-error";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { requireJob, zipPath } from "@/lib/converter/site/jobs";
import { siteMessages } from "@/lib/converter/site/messages";
import { existingOwner } from "@/lib/converter/site/owner";
import { contentDisposition } from "@/lib/http/content-disposition";

export const dynamic = "force-dynamic";

/** The finished export's ZIP, streamed from disk; none is offered before it is whole. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const job = await requireJob((await params).id, existingOwner(request));
    if (job.status !== "done") throw new ApiError("not_found", siteMessages.notReady);
    const file = zipPath(job.id);
    const info = await stat(file).catch(() => null);
    if (!info) throw new ApiError("not_found", siteMessages.notFound);
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": contentDisposition(job.fileName ?? "site.zip"),
        "Content-Length": String(info.size),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
