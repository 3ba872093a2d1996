import { changePassword } from "@/lib/account/password";
import { requireSessionUser } from "@/lib/auth/session";
import { renewedSessionCookie } from "@/lib/auth/session-cookie";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { requireSameOrigin } from "@/lib/http/origin";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { accountMessages, changePasswordSchema } from "@/lib/validation/account";

export const dynamic = "force-dynamic";

/** This browser gets a cookie with the new session version; every other copy of the old one is over. */
export async function POST(request: Request) {
  return handle(async () => {
    requireSameOrigin(request);
    const user = await requireSessionUser(request);
    const input = await parseJson(request, changePasswordSchema);
    const client = clientIp(request);
    await rateLimit("signIn", client);
    const changed = await changePassword(user, input, client);
    return Response.json(
      { ok: true, message: accountMessages.passwordChanged },
      { headers: { "Cache-Control": "no-store", "Set-Cookie": await renewedSessionCookie(changed) } },
    );
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
