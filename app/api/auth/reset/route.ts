import { resetPassword } from "@/lib/auth/reset-tokens";
import { parseJson } from "@/lib/http/body";
import { ApiError } from "@/lib/http/api-error";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { resetSchema } from "@/lib/validation/auth";
import { passwordProblem } from "@/lib/validation/password-policy";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handle(async () => {
    const { token, password } = await parseJson(request, resetSchema);
    await rateLimit("reset", clientIp(request));
    const problem = await passwordProblem(password);
    if (problem) throw new ApiError("invalid_input", problem);
    await resetPassword(token, password);
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
