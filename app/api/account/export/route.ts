import { exportAccount } from "@/lib/account/export";
import { requireSessionUser } from "@/lib/auth/session";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { download } from "@/lib/http/content-disposition";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return handle(async () => {
    const user = await requireSessionUser(request);
    await rateLimit("accountExport", user.id);
    const data = await exportAccount(user);
    const day = data.exportedAt.slice(0, 10);
    return download(JSON.stringify(data, null, 2), `meus-dados-${day}.json`, "application/json; charset=utf-8");
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
