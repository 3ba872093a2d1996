import "server-only";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { describeFailure } from "@/lib/describe-failure";
import { crawlSite, CrawlFailure } from "./crawl";
import {
  expireJobs,
  finishJob,
  HEARTBEAT_MS,
  JOB_TIMEOUT_MS,
  jobsDir,
  KEEP_MS,
  MAX_SITE_BYTES,
  renewJobs,
  updateJob,
  workDir,
  zipPath,
  type Job,
} from "./jobs";
import { siteMessages } from "./messages";
import { packageSite } from "./package";

/** Jobs that may wait on an instance beyond those running; past it, 503. */
export const QUEUE_LENGTH = 4;
const RETRY_AFTER_SECONDS = 120;

type Local = { queue: Job[]; running: Map<string, AbortController>; timer?: NodeJS.Timeout; lastSweep: number };

// Per process, not per module instance: Next bundles each route apart, and DELETE must reach POST's jobs.
const processWide = globalThis as typeof globalThis & { siteJobsLocal?: Local };
const local = (): Local => (processWide.siteJobsLocal ??= { queue: [], running: new Map(), lastSweep: 0 });

/** Throws the 503 a full instance answers. */
export function requireRoom() {
  const { queue, running } = local();
  if (running.size >= env().CONVERTER_SITE_JOBS && queue.length >= QUEUE_LENGTH) {
    throw new ApiError("service_unavailable", siteMessages.busy, { "Retry-After": String(RETRY_AFTER_SECONDS) });
  }
}

/** Runs the job on this instance now, or when one of its CONVERTER_SITE_JOBS places frees up. */
export function submit(job: Job) {
  local().queue.push(job);
  beat();
  next();
}

/** Stops the job if this instance runs it or holds it in line (the database says cancelled already). */
export function stopLocal(id: string) {
  const state = local();
  state.queue = state.queue.filter((job) => job.id !== id);
  state.running.get(id)?.abort();
}

/** Tests only: the process dies as far as its jobs know (no more heartbeats, no status written). */
export function abandonLocalJobs() {
  const state = local();
  clearInterval(state.timer);
  processWide.siteJobsLocal = undefined;
  for (const controller of state.running.values()) controller.abort(new Abandoned());
}

class Abandoned extends Error {}

function next() {
  const state = local();
  while (state.running.size < env().CONVERTER_SITE_JOBS && state.queue.length) {
    const job = state.queue.shift()!;
    const controller = new AbortController();
    state.running.set(job.id, controller);
    void run(job, controller).finally(() => {
      if (local() !== state) return;
      state.running.delete(job.id);
      next();
    });
  }
}

async function run(job: Job, controller: AbortController) {
  const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(JOB_TIMEOUT_MS)]);
  const dir = workDir(job.id);
  try {
    await updateJob(job.id, { status: "running" });
    const crawl = await crawlSite({
      entry: job.url,
      maxPages: job.options.maxPages,
      maxBytes: MAX_SITE_BYTES,
      dir,
      signal,
      onProgress: ({ done, total, current }) =>
        updateJob(job.id, { pagesDone: done, pagesTotal: total, current }).then(() => signal.throwIfAborted()),
    });
    const report = await packageSite(crawl, job.options, zipPath(job.id), signal);
    const fileName = `${crawl.site.host.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.zip`;
    if (!(await finishJob(job.id, { status: "done", report, fileName }))) await rm(zipPath(job.id), { force: true });
  } catch (error) {
    if (controller.signal.reason instanceof Abandoned) return;
    await rm(zipPath(job.id), { force: true });
    if (controller.signal.aborted) await finishJob(job.id, { status: "cancelled", message: siteMessages.cancelled });
    else if (signal.aborted) await finishJob(job.id, { status: "failed", message: siteMessages.timeLimit });
    else if (error instanceof CrawlFailure) await finishJob(job.id, { status: "failed", message: error.message });
    else {
      console.error(`[site] conversão ${job.id} falhou: ${describeFailure(error)}`);
      await finishJob(job.id, { status: "failed", message: siteMessages.unexpected });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
    // The ZIP goes when its hour is over, even if no other job comes to sweep before.
    setTimeout(() => void sweep().catch(() => {}), KEEP_MS + HEARTBEAT_MS).unref();
  }
}

/**
 * While this instance holds jobs, it renews them every HEARTBEAT_MS, stops those cancelled through another
 * instance, and now and then deletes what is past its hour (rows, ZIPs, leftovers of a crash).
 */
function beat() {
  const state = local();
  if (state.timer) return;
  state.timer = setInterval(() => {
    const ids = [...state.queue.map((job) => job.id), ...state.running.keys()];
    if (!ids.length) {
      clearInterval(state.timer);
      state.timer = undefined;
      return;
    }
    renewJobs(ids).then(
      (cancelled) => cancelled.forEach(stopLocal),
      (error: unknown) => console.error(`[site] heartbeat: ${describeFailure(error)}`),
    );
  }, HEARTBEAT_MS);
  state.timer.unref();
  if (Date.now() - state.lastSweep > HEARTBEAT_MS * 12) {
    state.lastSweep = Date.now();
    void sweep().catch((error: unknown) => console.error(`[site] limpeza: ${describeFailure(error)}`));
  }
}

/** Rows past their time, and any file in the jobs folder older than a finished ZIP may be. */
export async function sweep() {
  await expireJobs();
  const dir = jobsDir();
  await mkdir(dir, { recursive: true });
  const running = local().running;
  for (const name of await readdir(dir)) {
    if (running.has(name.replace(/\.zip(\.part)?$/, ""))) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < Date.now() - KEEP_MS) await rm(file, { recursive: true, force: true });
  }
}
