import { countVisit } from "@/lib/analytics/counter";
import { planSpeech, synthesizeSpeech } from "@/lib/ai/speech";
import { takeShare } from "@/lib/speech/offline-pool";
import { sessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { MAX_BODY_BYTES, parseJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { loadDictionary } from "@/lib/speech/dictionary-store";
import { speechFileName } from "@/lib/speech/file-name";
import { scriptMessages } from "@/lib/speech/script";
import { countToolUse } from "@/lib/usage/usage";
import { SPEECH_READ_MAX, SPEECH_TEXT_MAX, speechAccountSchema, speechMessages } from "@/lib/validation/speech";
import { contentDisposition } from "@/lib/http/content-disposition";
import { serveSpeechJobs, type SpeechJobInput } from "@/lib/ai/speech-job";
import { admission } from "@/lib/jobs/scheduler";
import { accountOwner } from "@/lib/jobs/owner";
import { createSpeechJob, latestSpeechJob, speechJobView } from "@/lib/speech/jobs";
import { speechQuota } from "@/lib/speech/quota";
import { speechJobOwner } from "./job-owner";

export const dynamic = "force-dynamic";

/** 4.000 characters of any script and an anonymous dictionary fit in twice the usual cap. */
const MAX_SPEECH_BODY_BYTES = 2 * MAX_BODY_BYTES;
/** Speech jobs at once per client address: an account may read two texts, an anonymous visitor one. */
const SHARES = { account: 2, anonymous: 1 };

export async function POST(request: Request) {
  return handle(async () => {
    const input = await parseJson(request, speechAccountSchema, MAX_SPEECH_BODY_BYTES);
    const address = clientIp(request);
    await rateLimit("speech", address);
    countToolUse("/geniusvoice");
    // The database down, a visitor is served as anonymous (as the page does).
    const user = await sessionUser(request).catch(() => null);
    if (!user && input.text.length > SPEECH_TEXT_MAX) throw new ApiError("invalid_input", speechMessages.tooLong);
    const entries = user ? await loadDictionary(user.id) : (input.dictionary ?? []);
    const plan = planSpeech(input, entries, Boolean(input.captions));
    if (!user && plan.isScript) throw new ApiError("invalid_input", scriptMessages.forAccounts);
    // The 150 count what was typed (above); what the engine reads is bounded apart: 142 digits are some 990
    // characters of words.
    if (!user && plan.readLength > SPEECH_READ_MAX) {
      throw new ApiError("invalid_input", speechMessages.tooLongWhenRead(plan.readLength));
    }
    // Long, captioned or scripted speech of an account, asked as a job: 202 now, the audio from the database later.
    if (user && wantsJob(request) && (input.text.length > SPEECH_TEXT_MAX || input.captions || plan.isScript)) {
      const owner = accountOwner(user.id);
      const spend = (await admission(owner, owner)) === "ok" && plan.readLength > SPEECH_TEXT_MAX;
      const charged = spend ? { account: user.id, chars: plan.readLength } : undefined;
      if (charged) await speechQuota.spend(user.id, charged.chars);
      const jobInput: SpeechJobInput = {
        parts: plan.units.length,
        plan,
        options: { voice: input.voice, speed: input.speed, captions: input.captions },
        charged,
      };
      const job = await createSpeechJob(owner, jobInput).catch(async (error: unknown) => {
        await speechQuota.refund(charged, 1); // refused after all (another request took the place meanwhile)
        throw error;
      });
      serveSpeechJobs();
      void countVisit(request, { kind: "run", path: "/geniusvoice" });
      return Response.json(
        { id: job.id },
        { status: 202, headers: { Location: `/api/speech/${job.id}`, "Cache-Control": "no-store" } },
      );
    }
    const release = takeShare(address, user ? SHARES.account : SHARES.anonymous);
    if (user && plan.readLength > SPEECH_TEXT_MAX) {
      await speechQuota.spend(user.id, plan.readLength).catch((error) => {
        release();
        throw error;
      });
    }
    const { body, engine, length } = await synthesizeSpeech(plan, input, {
      signal: request.signal,
      release,
      captions: input.captions,
      stallMs: env().SPEECH_STALL_SECONDS * 1000,
    });
    void countVisit(request, { kind: "run", path: "/geniusvoice" });
    const fileName = speechFileName(plan.shown, "mp3");
    // (With captions the page names the files itself, after the same words.)
    return new Response(body, {
      headers: {
        "Content-Type": input.captions ? "application/json; charset=utf-8" : "audio/mpeg",
        ...(length === undefined ? {} : { "Content-Length": String(length) }),
        ...(input.captions ? {} : { "Content-Disposition": contentDisposition(fileName, "inline") }),
        "Cache-Control": "no-store",
        "X-Speech-Engine": engine,
      },
    });
  });
}

/** The account's latest speech job still kept (the page finds its audio again after a reload); null otherwise. */
export async function GET(request: Request) {
  return handle(async () => {
    const owner = await speechJobOwner(request);
    const job = owner ? await latestSpeechJob(owner) : undefined;
    return Response.json({ job: job ? speechJobView(job) : null }, { headers: { "Cache-Control": "no-store" } });
  });
}

/** RFC 7240: `Prefer: respond-async` asks for 202 and a job instead of the audio in this answer. */
const wantsJob = (request: Request) =>
  (request.headers.get("prefer") ?? "").split(",").some((preference) => preference.trim() === "respond-async");

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
