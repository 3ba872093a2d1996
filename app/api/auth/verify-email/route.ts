import { countVisit } from "@/lib/analytics/counter";
import { clearedConfirmationCookie, confirmationTokenOf } from "@/lib/auth/confirmation-cookie";
import { verifyEmail } from "@/lib/auth/email-tokens";
import { sessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { clientIp } from "@/lib/http/client-ip";
import { requireSameOrigin } from "@/lib/http/origin";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { verifyEmailSchema } from "@/lib/validation/auth";

export const dynamic = "force-dynamic";

/**
 * The link of the sign-up e-mail, sent by /confirmar-email in the browser signed in to the account. The token
 * comes in the cookie the link's first request left (never in an address or a body the page could log).
 */
export async function POST(request: Request) {
  return handle(async () => {
    requireSameOrigin(request);
    const user = await sessionUser(request);
    if (!user) throw new ApiError("unauthenticated", "Entre na sua conta para confirmar o e-mail.");
    await rateLimit("reset", clientIp(request)); // the same budget as the other e-mailed link, per address
    const parsed = verifyEmailSchema.safeParse({ token: confirmationTokenOf(request) });
    if (!parsed.success) throw new ApiError("invalid_input", parsed.error.issues[0]?.message);
    if (!user.emailVerified) {
      await verifyEmail(parsed.data.token, user.id);
      void countVisit(request, { kind: "signup_confirmed", path: "/confirmar-email" });
    }
    // Spent (or not needed): the browser drops it. A refusal keeps it, for the right account to sign in.
    const headers = { "Cache-Control": "no-store", "Set-Cookie": clearedConfirmationCookie() };
    return Response.json({ ok: true }, { headers });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
