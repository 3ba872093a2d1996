import "server-only";
import { serveJobs, type JobHandler } from "@/lib/jobs/host";
import { runTask } from "@/lib/jobs/pool";
import type { SiteTaskInput, SiteTaskOutput } from "./export-task";
import { JOB_TIMEOUT_MS, siteJobs, type SiteJob } from "./jobs";

/** A site export as the job system runs it: the work in a pool thread, the ZIP into the results store. */
export const siteExport: JobHandler = {
  spec: siteJobs,
  timeoutMs: JOB_TIMEOUT_MS,
  async run(job, context) {
    const { input } = job as SiteJob;
    const task: SiteTaskInput = { ...input, dir: context.workDir, timeoutMs: context.remainingMs() };
    const output = await runTask<SiteTaskOutput>("site-export", task, {
      signal: context.signal,
      timeoutMs: context.remainingMs(),
      onProgress: context.progress,
    });
    return { result: { report: output.report, fileName: output.fileName }, file: output.zip };
  },
};

/** This process takes site exports (and looks for one queued now). */
export const serveSiteExports = () => serveJobs(siteExport);
