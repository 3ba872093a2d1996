import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import { getDb, schema } from "@/lib/db";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import type { FormTargets } from "./forms";
import { siteMessages } from "./messages";
import type { SiteReport } from "./report";

export type JobStatus = "queued" | "running" | "done" | "failed" | "cancelled";
export type JobOptions = { maxPages: number; forms: FormTargets; base?: string; optimizeImages?: boolean };
export type Job = typeof schema.siteJobs.$inferSelect & { status: JobStatus; options: JobOptions };

/** A queued or running job whose instance has not renewed it for this long is taken as dead. */
export const LEASE_MS = 30_000;
/** How often an instance renews its jobs (and hears of their cancellation from another instance). */
export const HEARTBEAT_MS = 5_000;
/** Finished ZIPs (and every job's row) are kept this long. */
export const KEEP_MS = 60 * 60 * 1000;
export const MAX_PAGES = 50;
export const MAX_SITE_BYTES = 200 * 1024 * 1024;
export const JOB_TIMEOUT_MS = 10 * 60 * 1000;

const processWide = globalThis as typeof globalThis & { siteJobsInstance?: string };

/** This process, as named in the jobs it runs. */
export const instanceId = () => (processWide.siteJobsInstance ??= randomUUID());

/** Tests only: the process is as if started again (its jobs now belong to a dead instance). */
export function newInstanceId() {
  processWide.siteJobsInstance = randomUUID();
}

export const jobsDir = () => path.join(env().dataDir, "site-jobs");
export const zipPath = (id: string) => path.join(jobsDir(), `${id}.zip`);
export const workDir = (id: string) => path.join(jobsDir(), id);

const active: JobStatus[] = ["queued", "running"];

export async function createJob(owner: string, url: string, options: JobOptions): Promise<Job> {
  const db = await getDb();
  const now = new Date();
  const [job] = await db
    .insert(schema.siteJobs)
    .values({
      id: randomBytes(24).toString("base64url"),
      owner,
      url,
      options,
      instance: instanceId(),
      heartbeatAt: now,
      expiresAt: new Date(now.getTime() + JOB_TIMEOUT_MS + KEEP_MS),
    })
    .returning();
  return job as Job;
}

/** The owner's job, with a dead instance's job failed on the way. */
export async function findJob(id: string, owner: string): Promise<Job | undefined> {
  const db = await getDb();
  const [job] = await db
    .select()
    .from(schema.siteJobs)
    .where(and(eq(schema.siteJobs.id, id), eq(schema.siteJobs.owner, owner)));
  return job && alive(job as Job);
}

/** The browser's latest job still kept, so a closed tab finds it again. */
export async function latestJob(owner: string): Promise<Job | undefined> {
  const db = await getDb();
  const [job] = await db
    .select()
    .from(schema.siteJobs)
    .where(eq(schema.siteJobs.owner, owner))
    .orderBy(desc(schema.siteJobs.createdAt))
    .limit(1);
  return job && alive(job as Job);
}

async function alive(job: Job): Promise<Job | undefined> {
  if (job.expiresAt.getTime() < Date.now()) return undefined;
  if (!active.includes(job.status) || job.heartbeatAt.getTime() >= Date.now() - LEASE_MS) return job;
  await finishJob(job.id, { status: "failed", message: siteMessages.interrupted });
  return { ...job, status: "failed", message: siteMessages.interrupted, current: null };
}

export async function updateJob(
  id: string,
  change: Partial<Pick<Job, "status" | "pagesDone" | "pagesTotal" | "current">>,
): Promise<void> {
  const db = await getDb();
  await db
    .update(schema.siteJobs)
    .set({ ...change, heartbeatAt: new Date() })
    .where(and(eq(schema.siteJobs.id, id), inArray(schema.siteJobs.status, active)));
}

/** Only a job still queued or running ends: a cancelled one stays cancelled. */
export async function finishJob(
  id: string,
  end: { status: Exclude<JobStatus, "queued" | "running">; message?: string; report?: SiteReport; fileName?: string },
): Promise<boolean> {
  const db = await getDb();
  const now = new Date();
  const done = await db
    .update(schema.siteJobs)
    .set({ ...end, current: null, finishedAt: now, expiresAt: new Date(now.getTime() + KEEP_MS) })
    .where(and(eq(schema.siteJobs.id, id), inArray(schema.siteJobs.status, active)))
    .returning({ id: schema.siteJobs.id });
  return done.length > 0;
}

/** Renews this instance's jobs; answers those another instance cancelled meanwhile. */
export async function renewJobs(ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const db = await getDb();
  await db
    .update(schema.siteJobs)
    .set({ heartbeatAt: new Date() })
    .where(and(inArray(schema.siteJobs.id, ids), inArray(schema.siteJobs.status, active)));
  const cancelled = await db
    .select({ id: schema.siteJobs.id })
    .from(schema.siteJobs)
    .where(and(inArray(schema.siteJobs.id, ids), eq(schema.siteJobs.status, "cancelled")));
  return cancelled.map((row) => row.id);
}

/** Deletes the rows kept past their time and answers their ids (their files go too). */
export async function expireJobs(): Promise<string[]> {
  const db = await getDb();
  const gone = await db
    .delete(schema.siteJobs)
    .where(lt(schema.siteJobs.expiresAt, new Date()))
    .returning({ id: schema.siteJobs.id });
  return gone.map((row) => row.id);
}

/** What GET /api/converter/site/{id} answers. */
export function jobView(job: Job) {
  return {
    id: job.id,
    url: job.url,
    status: job.status,
    pagesDone: job.pagesDone,
    pagesTotal: job.pagesTotal,
    ...(job.current ? { current: job.current } : {}),
    ...(job.message ? { message: job.message } : {}),
    ...(job.status === "done" ? { fileName: job.fileName, report: job.report as SiteReport } : {}),
  };
}

export type JobView = ReturnType<typeof jobView>;

const jobId = /^[\w-]{32}$/;

/** The request's job, or the 404 any other browser (or a made-up id) gets. */
export async function requireJob(id: string, owner: string | undefined): Promise<Job> {
  const job = owner && jobId.test(id) ? await findJob(id, owner) : undefined;
  if (!job) throw new ApiError("not_found", siteMessages.notFound);
  return job;
}
