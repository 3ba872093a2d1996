import { handle, methodNotAllowed } from "@/lib/http/route";
import { unavailableTools } from "@/lib/tools/availability";

export const dynamic = "force-dynamic";

/**
 * Prerendered pages carry the build's answer; the browser asks this server once (then keeps it a minute),
 * so a server started with other AI settings than its build still marks the right tools.
 */
export async function GET() {
  return handle(async () =>
    Response.json({ unavailable: unavailableTools() }, { headers: { "Cache-Control": "private, max-age=60" } }),
  );
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
