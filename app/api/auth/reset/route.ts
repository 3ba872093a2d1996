import { authLimits, tooManyAttempts } from "@/lib/auth/limits";
import { resetPassword } from "@/lib/auth/reset-tokens";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { resetSchema } from "@/lib/validation/auth";

export const dynamic = "force-dynamic";

/** Sets a new password with the token from the recovery e-mail (single use, 1 hour). */
export async function POST(request: Request) {
  return handle(async () => {
    const { token, password } = await parseJson(request, resetSchema);
    await rateLimit("reset-ip", clientIp(request), authLimits.resetIp, tooManyAttempts);
    await resetPassword(token, password);
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
