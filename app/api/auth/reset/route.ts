import { deviceSetCookie } from "@/lib/auth/device-cookie";
import { clearSignInLockout } from "@/lib/auth/lockout";
import { resetPassword } from "@/lib/auth/email-tokens";
import { parseJson } from "@/lib/http/body";
import { ApiError } from "@/lib/http/api-error";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { resetSchema } from "@/lib/validation/auth";
import { passwordProblem } from "@/lib/validation/password-check";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handle(async () => {
    const { token, password } = await parseJson(request, resetSchema);
    await rateLimit("reset", clientIp(request));
    const problem = await passwordProblem(password);
    if (problem) throw new ApiError("invalid_input", problem);
    const account = await resetPassword(token, password);
    // The link proved the mailbox is the owner's: the account gets its whole sign-in budget back, and this
    // browser becomes one of the owner's, so a guesser cannot spend the budget again before the owner signs in.
    await clearSignInLockout(account.email);
    return Response.json(
      { ok: true },
      { headers: { "Cache-Control": "no-store", "Set-Cookie": deviceSetCookie(account.id) } },
    );
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
