import { synthesizeSpeech } from "@/lib/ai/speech";
import { parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { countToolUse } from "@/lib/usage/usage";
import { speechSchema } from "@/lib/validation/speech";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handle(async () => {
    const input = await parseJson(request, speechSchema);
    await rateLimit("speech", clientIp(request));
    countToolUse("/geniusvoice");
    const { audio, engine } = await synthesizeSpeech(input, request.signal);
    return new Response(new Uint8Array(audio), {
      headers: {
        "Content-Type": "audio/mpeg",
        "Content-Length": String(audio.length),
        "Content-Disposition": 'inline; filename="audio.mp3"',
        "Cache-Control": "no-store",
        "X-Speech-Engine": engine,
      },
    });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
