import { synthesizeSpeech } from "@/lib/ai/speech";
import { sessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { MAX_BODY_BYTES, parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit, spend } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { countToolUse } from "@/lib/usage/usage";
import { SPEECH_TEXT_MAX, speechAccountSchema, speechMessages } from "@/lib/validation/speech";

export const dynamic = "force-dynamic";

/** 4.000 characters of any script fit in twice the usual cap. */
const MAX_SPEECH_BODY_BYTES = 2 * MAX_BODY_BYTES;

/** When the daily budget returns, in Brasília time. */
function quotaMessage(msBeforeNext: number): string {
  const at = new Date(Date.now() + msBeforeNext).toLocaleString("pt-BR", {
    timeZone: "America/Sao_Paulo",
    day: "2-digit",
    month: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const limit = env().SPEECH_DAILY_CHARS.toLocaleString("pt-BR");
  return (
    `Você já usou os ${limit} caracteres de áudio do dia na sua conta. ` +
    `O limite volta em ${at.replace(", ", " às ")} (horário de Brasília).`
  );
}

export async function POST(request: Request) {
  return handle(async () => {
    const input = await parseJson(request, speechAccountSchema, MAX_SPEECH_BODY_BYTES);
    await rateLimit("speech", clientIp(request));
    countToolUse("/geniusvoice");
    if (input.text.length > SPEECH_TEXT_MAX) {
      // Longer texts are for accounts, within a daily budget shared by every instance (the rate-limit store).
      const user = await sessionUser(request);
      if (!user) throw new ApiError("invalid_input", speechMessages.tooLong);
      const daily = { points: env().SPEECH_DAILY_CHARS, durationSeconds: 24 * 60 * 60 };
      await spend("speechDailyChars", user.id, input.text.length, daily, quotaMessage);
    }
    const { body, engine, length } = await synthesizeSpeech(input, request.signal);
    return new Response(body, {
      headers: {
        "Content-Type": "audio/mpeg",
        ...(length === undefined ? {} : { "Content-Length": String(length) }),
        "Content-Disposition": 'inline; filename="audio.mp3"',
        "Cache-Control": "no-store",
        "X-Speech-Engine": engine,
      },
    });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
