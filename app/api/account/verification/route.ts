import { sendVerification } from "@/lib/auth/email-links";
import { requireSessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { requireSameOrigin } from "@/lib/http/origin";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** /conta's "Enviar o link de novo": a new 24-hour link to the account's address, a few an hour. No body. */
export async function POST(request: Request) {
  return handle(async () => {
    requireSameOrigin(request);
    const user = await requireSessionUser(request);
    if (user.emailVerified)
      return Response.json({ ok: true, verified: true }, { headers: { "Cache-Control": "no-store" } });
    await rateLimit("verificationEmail", user.id);
    await sendVerification(user).catch(() => {
      throw new ApiError("upstream_error", "Não conseguimos enviar o e-mail agora. Tente novamente em alguns minutos.");
    });
    return Response.json({ ok: true, verified: false }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
