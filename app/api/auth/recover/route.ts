import { sendRecoveryIfAccountExists } from "@/lib/auth/email-links";
import { afterResponse } from "@/lib/http/after-response";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { describeFailure } from "@/lib/describe-failure";
import { rateLimit, withinLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { recoverSchema } from "@/lib/validation/auth";

export const dynamic = "force-dynamic";

/** Always 200, and the e-mail's work happens after the answer, so neither body nor timing reveals an account. */
export async function POST(request: Request) {
  return handle(async () => {
    const { email } = await parseJson(request, recoverSchema);
    await rateLimit("recover", clientIp(request));
    afterResponse(async () => {
      try {
        if (await withinLimit("recoverEmailSent", email)) await sendRecoveryIfAccountExists(email);
      } catch (error) {
        console.error(`[recover] falha ao enviar o e-mail de recuperação: ${describeFailure(error)}`);
      }
    });
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
