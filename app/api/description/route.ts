import { countVisit } from "@/lib/analytics/counter";
import { generateDescription } from "@/lib/ai/description";
import { aiConfigured, notConfigured } from "@/lib/ai/client";
import { providerQueue } from "@/lib/ai/queue";
import { env } from "@/lib/env";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { countToolUse } from "@/lib/usage/usage";
import { descriptionSchema } from "@/lib/validation/description";

export const dynamic = "force-dynamic";

const queue = providerQueue("Muitas descrições estão sendo geradas agora. Tente novamente em alguns segundos.");

/** One request is one product (a catalogue sends them one by one), so the limits count products. */
export async function POST(request: Request) {
  return handle(async () => {
    const input = await parseJson(request, descriptionSchema);
    if (!aiConfigured()) throw notConfigured();
    const client = clientIp(request);
    await rateLimit("description", client);
    await rateLimit("descriptionHour", client);
    countToolUse("/description-ecom");
    const max = env().DESCRIPTION_MAX_CONCURRENT;
    const result = await queue(
      { max, queued: max * 4 },
      () => generateDescription(input, request.signal),
      request.signal,
    );
    void countVisit(request, { kind: "run", path: "/description-ecom" });
    return Response.json(result, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
