import { countVisit } from "@/lib/analytics/counter";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { requireSameOrigin } from "@/lib/http/origin";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { countToolUse } from "@/lib/usage/usage";
import { env } from "@/lib/env";
import { toApiError } from "@/lib/converter/messages";
import { vetTarget } from "@/lib/converter/net/target";
import { serveSiteExports } from "@/lib/converter/site/export";
import { createJob, jobView, latestSiteJob } from "@/lib/converter/site/jobs";
import { existingOwner, ownerOrNew } from "@/lib/converter/site/owner";
import { admission } from "@/lib/jobs/scheduler";
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
    const client = clientIp(request);
    const { owner, setCookie } = ownerOrNew(request);
    // A refused export (this address has one running and one waiting) spends none of the hourly allowance.
    if ((await admission(owner, client)) === "ok") await rateLimit("convertSite", client);
    const job = await createJob(owner, client, {
      url: input.url,
      options: {
        maxPages: input.maxPages,
        forms: input.forms,
        base: input.base,
        optimizeImages: input.optimizeImages,
      },
    });
    countToolUse("/elementor");
    void countVisit(request, { kind: "run", path: "/elementor" });
    serveSiteExports();
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
    const job = owner ? await latestSiteJob(owner) : undefined;
    return Response.json({ job: job ? jobView(job) : null }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
