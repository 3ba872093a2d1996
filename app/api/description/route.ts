import { streamDescription } from "@/lib/ai/description";
import { aiConfigured, notConfigured } from "@/lib/ai/client";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { countToolUse } from "@/lib/usage/usage";
import { textStreamResponse } from "@/lib/http/text-stream";
import { descriptionSchema } from "@/lib/validation/description";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handle(async () => {
    const input = await parseJson(request, descriptionSchema);
    if (!aiConfigured()) throw notConfigured();
    await rateLimit("description", clientIp(request));
    countToolUse("/description-ecom");
    return textStreamResponse(await streamDescription(input, request.signal));
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
