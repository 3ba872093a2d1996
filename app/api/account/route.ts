import { deleteAccount } from "@/lib/account/delete";
import { requireSessionUser } from "@/lib/auth/session";
import { clearedSessionCookie } from "@/lib/auth/session-cookie";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { requireSameOrigin } from "@/lib/http/origin";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { deleteAccountSchema } from "@/lib/validation/account";

export const dynamic = "force-dynamic";

export async function DELETE(request: Request) {
  return handle(async () => {
    requireSameOrigin(request);
    const user = await requireSessionUser(request);
    const { password } = await parseJson(request, deleteAccountSchema);
    const client = clientIp(request);
    await rateLimit("signIn", client);
    await deleteAccount(user, password, client);
    return Response.json(
      { ok: true },
      { headers: { "Cache-Control": "no-store", "Set-Cookie": clearedSessionCookie() } },
    );
  });
}

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH };
