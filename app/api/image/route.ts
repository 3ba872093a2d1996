import { countVisit } from "@/lib/analytics/counter";
import { aiConfigured, notConfigured } from "@/lib/ai/client";
import { generateImages, withImageSlots } from "@/lib/ai/image";
import { sessionUser } from "@/lib/auth/session";
import { addImageHistory, type ImageHistoryEntry } from "@/lib/images/history";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { countToolUse } from "@/lib/usage/usage";
import { imageSchema } from "@/lib/validation/image";

export const dynamic = "force-dynamic";
// Image models can take a while; our own limit (OPENAI_IMAGE_TIMEOUT_MS, one retry) ends the wait first.
export const maxDuration = 300;

export async function POST(request: Request) {
  return handle(async () => {
    const input = await parseJson(request, imageSchema);
    if (!aiConfigured("image")) throw notConfigured();
    await rateLimit("image", clientIp(request), input.n);
    countToolUse("/imgautox");
    const user = await sessionUser(request);
    const result = await withImageSlots(input.n, () => generateImages(input, request.signal));
    // Only accounts keep a history; an anonymous visitor's prompt and images are never stored.
    let history: ImageHistoryEntry | undefined;
    if (user) {
      history = await addImageHistory(user.id, input, result.images[0].image).catch((error: unknown) => {
        console.error("[image] history not saved", error);
        return undefined;
      });
    }
    void countVisit(request, { kind: "run", path: "/imgautox" });
    return Response.json({ ...result, history }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
