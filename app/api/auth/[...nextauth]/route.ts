import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { rememberDevice } from "@/lib/auth/device-cookie";
import { authOptions } from "@/lib/auth/options";
import { parseFormFields } from "@/lib/http/body";
import { ApiError } from "@/lib/http/api-error";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { safeCallbackPath } from "@/lib/validation/callback-url";

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

/** next-auth reads bodies with no cap and answers 500 to broken ones, so the body is read here. */
async function authRoute(request: NextRequest, context: Context): Promise<Response> {
  return handle(async () => {
    const [action = ""] = (await context.params).nextauth ?? [];
    const methods = actions[action];
    if (!methods) return notFound();
    if (!methods.includes(request.method)) return methodNotAllowed();
    const url = new URL(request.url);
    cleanCallbackUrl(url.searchParams);
    // next-auth copies `error` into a Location header unencoded; anything but a code would break it.
    if (!/^\w{1,64}$/.test(url.searchParams.get("error") ?? "x")) url.searchParams.delete("error");
    let body: string | undefined;
    const headers = new Headers(request.headers);
    if (request.method === "POST") {
      const fields = await parseFormFields(request);
      cleanCallbackUrl(fields);
      body = fields.toString();
      headers.set("content-type", "application/x-www-form-urlencoded");
      headers.delete("content-length");
    }
    // A successful password sign-in also leaves the device cookie that exempts this browser from the account's
    // failure budget (lib/auth/device-cookie.ts).
    const response = await rememberDevice(() =>
      NextAuth(authOptions())(new NextRequest(url, { method: request.method, headers, body }), context),
    );
    // Our configuration is valid, so a 5xx here comes from the request (e.g. a forged callback-url cookie).
    if (response.status >= 500) {
      throw new ApiError("invalid_input", "Pedido de login inválido. Recarregue a página e tente novamente.");
    }
    return response;
  });
}

/** next-auth refuses an unparsable callbackUrl with a 500; ours is checked by the login page's rule. */
function cleanCallbackUrl(fields: URLSearchParams) {
  const value = fields.get("callbackUrl");
  if (value !== null) fields.set("callbackUrl", safeCallbackPath(value, "/"));
}

const notFound = () => new ApiError("not_found", "Rota da API não encontrada.").toResponse();

export {
  authRoute as GET,
  authRoute as POST,
  methodNotAllowed as PUT,
  methodNotAllowed as PATCH,
  methodNotAllowed as DELETE,
};
