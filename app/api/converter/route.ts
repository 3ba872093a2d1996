import { countVisit } from "@/lib/analytics/counter";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { countToolUse } from "@/lib/usage/usage";
import { withinCapacity } from "@/lib/converter/capacity";
import { convertPage } from "@/lib/converter/convert";
import { fileNameFor } from "@/lib/converter/file-name";
import { env } from "@/lib/env";
import { toApiError } from "@/lib/converter/messages";
import { encodeReport, reportOf } from "@/lib/converter/summary-header";
import { convertSchema } from "@/lib/validation/converter";
import { contentDisposition } from "@/lib/http/content-disposition";

export const dynamic = "force-dynamic";
export const maxDuration = 70;

export async function POST(request: Request) {
  return handle(async () => {
    const input = await parseJson(request, convertSchema);
    await rateLimit("convert", clientIp(request));
    countToolUse("/elementor");

    const options = {
      embedAssets: input.embedAssets,
      removeScripts: input.removeScripts,
      optimizeImages: input.optimizeImages,
    };
    const convert = () => convertPage(input.url, options);
    const conversion = await withinCapacity(env().CONVERTER_MAX_CONCURRENT, convert).catch((error: unknown) => {
      throw toApiError(error);
    });
    void countVisit(request, { kind: "run", path: "/elementor" });
    return new Response(conversion.html, {
      status: 200,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        // An ASCII slug, so the header needs no encoding and cannot be broken by the page's title.
        "Content-Disposition": contentDisposition(fileNameFor(conversion.title)),
        "Content-Length": String(conversion.bytes),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        "X-Converter-Summary": encodeReport(reportOf(conversion)),
      },
    });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
