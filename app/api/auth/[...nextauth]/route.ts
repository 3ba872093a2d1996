import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";
import { parseFormFields } from "@/lib/http/body";
import { ApiError } from "@/lib/http/errors";
import { handle, methodNotAllowed } from "@/lib/http/route";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ nextauth: string[] }> };

/** next-auth's actions and the methods each one serves; anything else is 404 or 405 in our envelope. */
const actions: Record<string, string[]> = {
  session: ["GET", "POST"],
  csrf: ["GET"],
  providers: ["GET"],
  signin: ["GET", "POST"],
  callback: ["POST"],
  signout: ["GET", "POST"],
  error: ["GET"],
  _log: ["POST"],
};

/**
 * next-auth's own endpoints behind the same door as ours: it reads bodies with no cap and answers
 * 500 to broken ones, so the body is read here (16 KiB, UTF-8, form or JSON object) and handed on as
 * a clean form; failures answer in the error envelope. The options are built on first use.
 */
async function authRoute(request: NextRequest, context: Context): Promise<Response> {
  return handle(async () => {
    const [action = ""] = (await context.params).nextauth ?? [];
    const methods = actions[action];
    if (!methods) return notFound();
    if (!methods.includes(request.method)) return methodNotAllowed();
    let forwarded = request;
    if (request.method === "POST") {
      const fields = await parseFormFields(request);
      const headers = new Headers(request.headers);
      headers.set("content-type", "application/x-www-form-urlencoded");
      headers.delete("content-length");
      forwarded = new NextRequest(request.url, { method: "POST", headers, body: fields.toString() });
    }
    return NextAuth(authOptions())(forwarded, context);
  });
}

const notFound = () => new ApiError("not_found", "Rota da API não encontrada.").toResponse();

export { authRoute as GET, authRoute as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
