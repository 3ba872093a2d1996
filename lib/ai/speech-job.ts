import "server-only";
import path from "node:path";
import { serveJobs, type JobHandler } from "@/lib/jobs/host";
import { JobFailure } from "@/lib/jobs/failure";
import { ApiError } from "@/lib/http/api-error";
import { formatCaptions } from "@/lib/speech/captions";
import { speechFileName } from "@/lib/speech/file-name";
import { SPEECH_JOB_TIMEOUT_MS, speechJobs, type SpeechJobResult } from "@/lib/speech/jobs";
import type { Charge } from "@/lib/usage/daily-budget";
import type { SpeechInput } from "@/lib/validation/speech";
import { speakToFile, type SpeechPlan } from "./speech";

/** What POST /api/speech queues: the plan as read (dictionary and normaliser applied) and the reading's options. */
export type SpeechJobInput = {
  parts: number;
  plan: SpeechPlan;
  options: Pick<SpeechInput, "voice" | "speed" | "captions">;
  /** What the day's speech quota was charged: the parts not read come back if the job is cancelled or fails. */
  charged?: Charge;
};

/**
 * A speech job as lib/jobs runs it: the engine calls wait on the network in this process (the offline voice and
 * the MP3 encoding run in worker threads), the MP3 goes to the results store and the subtitles into the row.
 */
export const speechJobHandler: JobHandler = {
  spec: speechJobs,
  timeoutMs: SPEECH_JOB_TIMEOUT_MS,
  async run(job, context) {
    const { plan, options } = job.input as SpeechJobInput;
    const file = path.join(context.workDir, "audio.mp3");
    try {
      const { engine, cues } = await speakToFile(
        plan,
        { ...options, text: plan.shown },
        { signal: context.signal, file, onProgress: context.progress },
      );
      const result: SpeechJobResult = {
        fileName: speechFileName(plan.shown, "mp3"),
        engine,
        ...(options.captions
          ? { captions: { srt: formatCaptions(cues, "srt"), vtt: formatCaptions(cues, "vtt") } }
          : {}),
      };
      return { result, file };
    } catch (error) {
      // The provider's refusals and limits are sentences for the person, as the direct answer shows them.
      if (error instanceof ApiError && !context.signal.aborted) throw new JobFailure(error.message);
      throw error;
    }
  },
};

/** This process runs speech jobs (and looks for one queued now). */
export const serveSpeechJobs = () => serveJobs(speechJobHandler);
