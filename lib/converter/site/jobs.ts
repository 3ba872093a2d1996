import "server-only";
import { requireOwnJob } from "@/lib/jobs/owner";
import { enqueueJob } from "@/lib/jobs/scheduler";
import { latestJob, type Job, type KindSpec } from "@/lib/jobs/store";
import type { FormTargets } from "./forms";
import { siteMessages } from "./messages";
import type { SiteReport } from "./report";

export type JobOptions = { maxPages: number; forms: FormTargets; base?: string; optimizeImages?: boolean };
export type SiteInput = { url: string; options: JobOptions };
export type SiteProgress = { pagesDone: number; pagesTotal: number; current: string | null };
export type SiteResult = { report: SiteReport; fileName: string };
export type SiteJob = Job<SiteInput, SiteProgress, SiteResult>;

/** Finished ZIPs (and every job's row) are kept this long. */
export const KEEP_MS = 60 * 60 * 1000;
export const JOB_TIMEOUT_MS = 10 * 60 * 1000;
const RETRY_AFTER_SECONDS = 120;

export const siteJobs: KindSpec = {
  kind: "site",
  keepMs: KEEP_MS,
  messages: {
    interrupted: siteMessages.interrupted,
    timeLimit: siteMessages.timeLimit,
    memoryLimit: siteMessages.memoryLimit,
    cancelled: siteMessages.cancelled,
    unexpected: siteMessages.unexpected,
  },
};

/** Queues the export, fairly: one running and one waiting per address (or browser), however busy the rest. */
export async function createJob(owner: string, client: string, input: SiteInput): Promise<SiteJob> {
  return (await enqueueJob(
    siteJobs,
    { owner, client, input, maxRunMs: JOB_TIMEOUT_MS },
    { clientFull: siteMessages.oneAtATime, busy: siteMessages.busy, retryAfterSeconds: RETRY_AFTER_SECONDS },
  )) as SiteJob;
}

/** The browser's latest job still kept, so a closed tab finds it again. */
export async function latestSiteJob(owner: string): Promise<SiteJob | undefined> {
  return (await latestJob(siteJobs, owner)) as SiteJob | undefined;
}

/** What GET /api/converter/site/{id} answers. */
export function jobView(job: SiteJob) {
  const progress = job.progress ?? { pagesDone: 0, pagesTotal: 0, current: null };
  const running = job.status === "queued" || job.status === "running";
  return {
    id: job.id,
    url: job.input.url,
    status: job.status,
    pagesDone: progress.pagesDone,
    pagesTotal: progress.pagesTotal,
    ...(running && progress.current ? { current: progress.current } : {}),
    ...(job.message ? { message: job.message } : {}),
    ...(job.status === "done" && job.result ? { fileName: job.result.fileName, report: job.result.report } : {}),
  };
}

export type JobView = ReturnType<typeof jobView>;

/** The request's job, or the 404 any other browser (or a made-up id) gets. */
export async function requireJob(id: string, owner: string | undefined): Promise<SiteJob> {
  return (await requireOwnJob(siteJobs, id, owner, siteMessages.notFound)) as SiteJob;
}
