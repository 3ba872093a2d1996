import { authLimits, tooManyAttempts } from "@/lib/auth/limits";
import { createUser } from "@/lib/auth/users";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { registerSchema } from "@/lib/validation/auth";

export const dynamic = "force-dynamic";

/** Creates an account; the form then signs in with the same credentials. */
export async function POST(request: Request) {
  return handle(async () => {
    const { email, password } = await parseJson(request, registerSchema);
    await rateLimit("register-ip", clientIp(request), authLimits.registerIp, tooManyAttempts);
    await rateLimit("register-email", email, authLimits.registerEmail, tooManyAttempts);
    await createUser(email, password);
    return Response.json({ ok: true }, { status: 201, headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
