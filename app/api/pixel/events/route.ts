import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { requireSameOrigin } from "@/lib/http/origin";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { env } from "@/lib/env";
import { sendToEventsApi } from "@/lib/pixel/events-api";
import { serverEventSchema } from "@/lib/validation/pixel-events";

export const dynamic = "force-dynamic";

/**
 * The Disparador's server half: the event the browser just fired, sent once to TikTok's Events API with
 * the visitor's token. The token lives for this request only: never stored, logged or sent back.
 */
export async function POST(request: Request) {
  return handle(async () => {
    requireSameOrigin(request);
    const input = await parseJson(request, serverEventSchema);
    const ip = clientIp(request);
    await rateLimit("pixelEvents", ip);
    const answer = await sendToEventsApi(input, {
      ip: ip === "unknown" ? undefined : ip,
      userAgent: request.headers.get("user-agent")?.slice(0, 512) || undefined,
      pageUrl: `${env().SITE_URL}/disparador`,
      eventTime: Math.floor(Date.now() / 1000),
    });
    return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
