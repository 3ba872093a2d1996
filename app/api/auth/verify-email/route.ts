import { verifyEmail } from "@/lib/auth/email-tokens";
import { sessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { requireSameOrigin } from "@/lib/http/origin";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { verifyEmailSchema } from "@/lib/validation/auth";

export const dynamic = "force-dynamic";

/** The link of the sign-up e-mail, opened by /confirmar-email in the browser signed in to the account. */
export async function POST(request: Request) {
  return handle(async () => {
    requireSameOrigin(request);
    const user = await sessionUser(request);
    if (!user) throw new ApiError("unauthenticated", "Entre na sua conta para confirmar o e-mail.");
    await rateLimit("reset", clientIp(request)); // the same budget as the other e-mailed link, per address
    const { token } = await parseJson(request, verifyEmailSchema);
    if (!user.emailVerified) await verifyEmail(token, user.id);
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
