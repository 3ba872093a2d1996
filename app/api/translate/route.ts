import { countVisit } from "@/lib/analytics/counter";
import { aiConfigured, notConfigured } from "@/lib/ai/client";
import { translateSegments } from "@/lib/ai/translate";
import { requireSessionUser } from "@/lib/auth/session";
import { MAX_BODY_BYTES, parseJson } from "@/lib/http/body";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { paragraphs } from "@/lib/translate/documents/text";
import { termsFor } from "@/lib/translate/glossary";
import { describeDetection } from "@/lib/translate/languages";
import type { TranslationRequest } from "@/lib/translate/prompt";
import { quotaOf, requireQuotaLeft, spendQuota } from "@/lib/translate/quota";
import { addToHistory } from "@/lib/translate/history";
import { countToolUse } from "@/lib/usage/usage";
import { ALTERNATIVES_MAX_WORDS, translateSchema, wordCount } from "@/lib/validation/translate";

export const dynamic = "force-dynamic";

/** 5.000 characters of any script and a context fit in four times the usual cap. */
const MAX_TRANSLATE_BODY_BYTES = 4 * MAX_BODY_BYTES;
/** Alternatives are for a word or a short expression: up to 3 words and this many characters (CJK has no spaces). */
const ALTERNATIVES_MAX_CHARS = 40;

export async function POST(request: Request) {
  return handle(async () => {
    // The session first: an anonymous request costs no body read, no limiter and no model call.
    const user = await requireSessionUser(request);
    if (!aiConfigured()) throw notConfigured();
    await rateLimit("translate", user.id);
    await requireQuotaLeft(user.id);
    const input = await parseJson(request, translateSchema, MAX_TRANSLATE_BODY_BYTES);
    const options: TranslationRequest = {
      source: input.source ?? "auto",
      target: input.target,
      formality: input.formality ?? "default",
      context: input.context || undefined,
      glossary: await termsFor(user.id, { source: input.source ?? "auto", target: input.target }, input.text),
    };
    const same = options.source === options.target;
    const quota = same ? await quotaOf(user.id) : await spendQuota(user.id, input.text.length);
    countToolUse("/translate");

    const { segments, join } = paragraphs(input.text);
    const alternatives =
      !same && wordCount(input.text) <= ALTERNATIVES_MAX_WORDS && input.text.length <= ALTERNATIVES_MAX_CHARS;
    const result = await translateSegments(options, segments, { signal: request.signal, alternatives });
    const translation = join(result.segments.map((segment) => segment.text));
    const review = [...new Set(result.segments.flatMap((segment) => segment.missing))];

    const detection = options.source === "auto" ? describeDetection(result.detected) : undefined;
    const detectedSource =
      options.source !== "auto" ? options.source : detection?.kind === "sure" ? detection.code : "und";
    const entry = await addToHistory(user.id, input.text, translation, {
      sourceLang: options.source,
      targetLang: options.target,
      detectedLang: detectedSource,
    });
    void countVisit(request, { kind: "run", path: "/translate" });
    return Response.json(
      {
        translation,
        detectedSource,
        ...(alternatives && result.alternatives.length ? { alternatives: result.alternatives } : {}),
        ...(detection?.kind === "unsure" ? { uncertain: { options: detection.options } } : {}),
        review,
        entry,
        quota,
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
