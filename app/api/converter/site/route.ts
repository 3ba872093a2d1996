import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { requireSameOrigin } from "@/lib/http/origin";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { countToolUse } from "@/lib/usage/usage";
import { env } from "@/lib/env";
import { toApiError } from "@/lib/converter/messages";
import { vetTarget } from "@/lib/converter/net/target";
import { createJob, jobView, latestJob } from "@/lib/converter/site/jobs";
import { ownerOrNew, existingOwner } from "@/lib/converter/site/owner";
import { requireRoom, submit } from "@/lib/converter/site/runner";
import { siteSchema } from "@/lib/validation/converter";

export const dynamic = "force-dynamic";

/** Starts a whole-site export; it runs after the answer, and GET /api/converter/site/{id} follows it. */
export async function POST(request: Request) {
  return handle(async () => {
    requireSameOrigin(request);
    const input = await parseJson(request, siteSchema);
    try {
      vetTarget(input.url, { allowedHosts: env().CONVERTER_ALLOWED_HOSTS });
    } catch (error) {
      throw toApiError(error);
    }
    // A full instance answers before the hourly allowance is spent.
    requireRoom();
    await rateLimit("convertSite", clientIp(request));
    countToolUse("/elementor");
    const { owner, setCookie } = ownerOrNew(request);
    const job = await createJob(owner, input.url, {
      maxPages: input.maxPages,
      forms: input.forms,
      base: input.base,
      optimizeImages: input.optimizeImages,
    });
    submit(job);
    return Response.json(
      { id: job.id },
      { status: 202, headers: { "Cache-Control": "no-store", ...(setCookie ? { "Set-Cookie": setCookie } : {}) } },
    );
  });
}

/** The browser's latest export still kept (the page finds it again after the tab was closed). */
export async function GET(request: Request) {
  return handle(async () => {
    const owner = existingOwner(request);
    const job = owner ? await latestJob(owner) : undefined;
    return Response.json({ job: job ? jobView(job) : null }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
