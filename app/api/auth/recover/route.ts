import { authLimits, tooManyAttempts } from "@/lib/auth/limits";
import { sendRecoveryIfAccountExists } from "@/lib/auth/recovery";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { recoverSchema } from "@/lib/validation/auth";

export const dynamic = "force-dynamic";

/**
 * Always 200 {ok: true}. The lookup and the e-mail happen after the answer, so neither the body nor
 * the time tells whether the e-mail has an account.
 */
export async function POST(request: Request) {
  return handle(async () => {
    const { email } = await parseJson(request, recoverSchema);
    await rateLimit("recover-ip", clientIp(request), authLimits.recoverIp, tooManyAttempts);
    await rateLimit("recover-email", email, authLimits.recoverEmail, tooManyAttempts);
    sendRecoveryIfAccountExists(email).catch((error: unknown) => {
      console.error("[recover] falha ao enviar o e-mail de recuperação:", error instanceof Error ? error.message : error);
    });
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
