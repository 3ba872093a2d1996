import { translateToPortuguese } from "@/lib/ai/translate";
import { sessionUser } from "@/lib/auth/session";
import { parseJson } from "@/lib/http/body";
import { ApiError } from "@/lib/http/api-error";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { countToolUse } from "@/lib/usage/usage";
import { addToHistory } from "@/lib/translations/history";
import { translateSchema } from "@/lib/validation/translate";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handle(async () => {
    // Checked here, not only in proxy.ts (a request that skips the proxy still needs a session), and before the body.
    const user = await sessionUser(request);
    if (!user) throw new ApiError("unauthenticated");
    const { text } = await parseJson(request, translateSchema);
    await rateLimit("translate", user.id);
    countToolUse("/translate");
    const translation = await translateToPortuguese(text, request.signal);
    const entry = await addToHistory(user.id, text, translation);
    return Response.json({ translation, entry }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
