import { countVisit } from "@/lib/analytics/counter";
import { sendSignUpAttempt, sendVerification } from "@/lib/auth/email-links";
import { createUser } from "@/lib/auth/users";
import { afterResponse } from "@/lib/http/after-response";
import { parseJson } from "@/lib/http/body";
import { ApiError, isApiError } from "@/lib/http/api-error";
import { clientIp } from "@/lib/http/client-ip";
import { describeFailure } from "@/lib/describe-failure";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { registeredMessage, registerSchema } from "@/lib/validation/auth";
import { passwordProblem } from "@/lib/validation/password-check";

export const dynamic = "force-dynamic";

/**
 * The same status, body and time for a new and a known e-mail: the password is hashed either way (createUser
 * hashes before the insert that finds the address taken), and the e-mail that differs (the link to confirm, or
 * the warning to the address's owner) goes out after the answer.
 */
export async function POST(request: Request) {
  return handle(async () => {
    const { email, password } = await parseJson(request, registerSchema);
    await rateLimit("register", clientIp(request));
    await rateLimit("registerEmail", email);
    const problem = await passwordProblem(password, email);
    if (problem) throw new ApiError("invalid_input", problem);
    const created = await createUser(email, password).catch((error: unknown) => {
      if (isApiError(error) && error.code === "email_in_use") return undefined;
      throw error;
    });
    void countVisit(request, { kind: "signup_started", path: "/login" });
    afterResponse(async () => {
      try {
        await (created ? sendVerification(created) : sendSignUpAttempt(email));
      } catch (error) {
        console.error(`[register] falha ao enviar o e-mail do cadastro: ${describeFailure(error)}`);
      }
    });
    return Response.json(
      { ok: true, message: registeredMessage },
      { status: 201, headers: { "Cache-Control": "no-store" } },
    );
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
