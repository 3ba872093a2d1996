import { createUser } from "@/lib/auth/users";
import { parseJson } from "@/lib/http/body";
import { ApiError } from "@/lib/http/api-error";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { registerSchema } from "@/lib/validation/auth";
import { passwordProblem } from "@/lib/validation/password-policy";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handle(async () => {
    const { email, password } = await parseJson(request, registerSchema);
    await rateLimit("register", clientIp(request));
    await rateLimit("registerEmail", email);
    const problem = await passwordProblem(password, email);
    if (problem) throw new ApiError("invalid_input", problem);
    await createUser(email, password);
    return Response.json({ ok: true }, { status: 201, headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
