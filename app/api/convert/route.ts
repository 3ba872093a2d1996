import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { convertPage } from "@/lib/page-fetch/convert";
import { toApiError } from "@/lib/page-fetch/messages";
import { encodeReport, reportOf } from "@/lib/page-fetch/summary-header";
import { convertSchema } from "@/lib/validation/convert";

export const dynamic = "force-dynamic";
export const maxDuration = 70;


/** Fetches a public page and answers it as one self-contained HTML file (see lib/page-fetch). */
export async function POST(request: Request) {
  return handle(async () => {
    const input = await parseJson(request, convertSchema);
    await rateLimit("convert", clientIp(request));

    const conversion = await convertPage(input.url, { embedAssets: input.embedAssets, removeScripts: input.removeScripts }).catch(
      (error: unknown) => {
        throw toApiError(error);
      },
    );
    return new Response(conversion.html, {
      status: 200,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Disposition": 'attachment; filename="elementor-page.html"',
        "Content-Length": String(conversion.bytes),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        "X-Converter-Summary": encodeReport(reportOf(conversion)),
      },
    });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
