import { countVisit } from "@/lib/analytics/counter";
import { browserKinds, type BrowserKind } from "@/lib/analytics/kinds";
import { ApiError } from "@/lib/http/api-error";
import { parseFormFields } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { registerDirectRoute } from "@/lib/http/direct-route.mjs";
import { handle, methodNotAllowed } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** A beacon is a page's address, its referrer and query and a button's name: 2 KB is plenty. */
const MAX_BEACON_BYTES = 2 * 1024;
const noContent = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/**
 * The counting beacon of public/v.js (navigator.sendBeacon, URL-encoded): k the event (a view or a click),
 * p the page's path, r its referrer, q its query string (for utm_*), t what was pressed. Answers 204 before
 * anything is written: counts are written every few seconds by lib/analytics/counter.ts.
 */
export async function POST(request: Request) {
  return handle(async () => {
    await rateLimit("visit", clientIp(request));
    const fields = await parseFormFields(request, MAX_BEACON_BYTES);
    const kind = fields.get("k") ?? "";
    const path = fields.get("p") ?? "";
    if (!(browserKinds as readonly string[]).includes(kind)) {
      throw new ApiError("invalid_input", "Evento desconhecido: use view, contact_opened, whatsapp, booking ou plan.");
    }
    if (!/^\/(?!\/)[^\s?#]{0,200}$/.test(path)) {
      throw new ApiError("invalid_input", "Caminho inválido: envie o caminho da página, começando por /.");
    }
    void countVisit(request, {
      kind: kind as BrowserKind,
      path,
      target: fields.get("t") ?? "",
      referrer: fields.get("r") ?? "",
      search: (fields.get("q") ?? "").slice(0, 500),
    });
    return noContent();
  });
}

// Every later beacon goes from server.mjs straight to this handler, without Next's router (a beacon per view).
registerDirectRoute("POST", "/api/v", POST, MAX_BEACON_BYTES);

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
