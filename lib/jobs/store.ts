import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { describeFailure } from "@/lib/describe-failure";
import { getDb, schema } from "@/lib/db";

export type JobStatus = "queued" | "running" | "done" | "failed" | "cancelled";
export type Job<Input = unknown, Progress = unknown, Result = unknown> = Omit<
  typeof schema.jobs.$inferSelect,
  "status" | "input" | "progress" | "result"
> & { status: JobStatus; input: Input; progress: Progress | null; result: Result | null };

/** A running job whose process has not renewed it for this long is taken as dead. */
export const LEASE_MS = 30_000;
/** How often a process renews its jobs (and hears of their cancellation through another instance). */
export const HEARTBEAT_MS = 5_000;

export const active: JobStatus[] = ["queued", "running"];

/** What every job of a kind shares: how long its rows and results are kept, and its pt-BR words. */
export type KindSpec = {
  kind: string;
  keepMs: number;
  messages: {
    /** Its process stopped (a restart, a crash) while it ran. */
    interrupted: string;
    /** It passed its time budget. */
    timeLimit: string;
    /** It passed its memory budget. */
    memoryLimit: string;
    cancelled: string;
    unexpected: string;
  };
  /**
   * Gives back what the job charged (a daily budget) for the `share` of its work not done (0 to 1, from its
   * {done, total} progress): called once, when a queued or running job is cancelled or fails.
   */
  giveBack?(job: Job, share: number): Promise<void>;
};

const processWide = globalThis as typeof globalThis & { jobsInstance?: string };

/** This process, as named in the jobs it runs. */
export const instanceId = () => (processWide.jobsInstance ??= randomUUID());

/** Tests only: the process is as if started again (its jobs now belong to a dead process). */
export function newInstanceId() {
  processWide.jobsInstance = randomUUID();
}

export async function insertJob(values: {
  kind: string;
  owner: string;
  client: string;
  input: unknown;
  expiresAt: Date;
}): Promise<Job> {
  const db = await getDb();
  const [job] = await db
    .insert(schema.jobs)
    .values({ id: randomBytes(24).toString("base64url"), ...values })
    .returning();
  return job as Job;
}

/** The owner's job of that kind (a dead process's running job failed on the way), or undefined. */
export async function findJob(spec: KindSpec, id: string, owner: string): Promise<Job | undefined> {
  const db = await getDb();
  const [job] = await db
    .select()
    .from(schema.jobs)
    .where(and(eq(schema.jobs.id, id), eq(schema.jobs.kind, spec.kind), eq(schema.jobs.owner, owner)));
  return job && alive(job as Job, spec);
}

/** The owner's latest job of that kind still kept, so a closed tab finds it again. */
export async function latestJob(spec: KindSpec, owner: string): Promise<Job | undefined> {
  const db = await getDb();
  const [job] = await db
    .select()
    .from(schema.jobs)
    .where(and(eq(schema.jobs.kind, spec.kind), eq(schema.jobs.owner, owner)))
    .orderBy(desc(schema.jobs.createdAt))
    .limit(1);
  return job && alive(job as Job, spec);
}

export const leaseOver = (job: Pick<Job, "status" | "heartbeatAt">) =>
  job.status === "running" && (job.heartbeatAt?.getTime() ?? 0) < Date.now() - LEASE_MS;

async function alive(job: Job, spec: KindSpec): Promise<Job | undefined> {
  if (job.expiresAt.getTime() < Date.now()) return undefined;
  if (!leaseOver(job)) return job;
  await interruptJob(spec, job.id);
  return { ...job, status: "failed", message: spec.messages.interrupted };
}

/** Progress of a job still queued or running; it renews the job's lease too. */
export async function saveProgress(id: string, progress: unknown): Promise<void> {
  const db = await getDb();
  await db
    .update(schema.jobs)
    .set({ progress, heartbeatAt: new Date() })
    .where(and(eq(schema.jobs.id, id), inArray(schema.jobs.status, active)));
}

/** Only a job still queued or running ends (a cancelled one stays cancelled); answers its row if this one did. */
async function endRow(
  id: string,
  end: { status: Exclude<JobStatus, "queued" | "running">; message?: string; result?: unknown },
  keepMs: number,
): Promise<Job | undefined> {
  const db = await getDb();
  const now = new Date();
  const [ended] = await db
    .update(schema.jobs)
    .set({ ...end, finishedAt: now, expiresAt: new Date(now.getTime() + keepMs) })
    .where(and(eq(schema.jobs.id, id), inArray(schema.jobs.status, active)))
    .returning();
  return ended as Job | undefined;
}

/** A job's end as it is (done with its result, or without giving anything back); answers whether this one ended. */
export const finishJob = async (...args: Parameters<typeof endRow>) => Boolean(await endRow(...args));

/** The share of a job's work not done, from a {done, total} progress (all of it before any progress). */
export function unfinishedShare(progress: unknown): number {
  const { done, total } = (progress ?? {}) as { done?: unknown; total?: unknown };
  if (typeof done !== "number" || typeof total !== "number" || total <= 0) return 1;
  return Math.min(1, Math.max(0, (total - done) / total));
}

/**
 * Ends a queued or running job without a result; the one call that changes its row gives back what the job
 * charged for the part not done (spec.giveBack), or all of it for a job its server stopped under (`interrupted`:
 * the person did nothing wrong, and sending it again must not pay for that part twice). Answers whether the job
 * was still queued or running.
 */
export async function endJob(
  spec: KindSpec,
  id: string,
  end: { status: "failed" | "cancelled"; message: string },
  interrupted = false,
): Promise<boolean> {
  const ended = await endRow(id, end, spec.keepMs);
  if (!ended) return false;
  await spec.giveBack?.(ended, interrupted ? 1 : unfinishedShare(ended.progress)).catch((error: unknown) => {
    console.error(`[jobs] ${spec.kind} ${id}: a cota não foi devolvida: ${describeFailure(error)}`);
  });
  return true;
}

/** A job its server stopped under (its lease over, or handed back too often): failed, all it charged given back. */
const interruptJob = (spec: KindSpec, id: string) =>
  endJob(spec, id, { status: "failed", message: spec.messages.interrupted }, true);

/** "Cancelar": the job stops wherever it runs (its process hears it within a heartbeat). */
export const cancelJob = (spec: KindSpec, id: string) =>
  endJob(spec, id, { status: "cancelled", message: spec.messages.cancelled });

/** Renews this process's jobs; answers those cancelled (or failed by another instance) meanwhile. */
export async function renewJobs(ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const db = await getDb();
  await db
    .update(schema.jobs)
    .set({ heartbeatAt: new Date() })
    .where(and(inArray(schema.jobs.id, ids), eq(schema.jobs.status, "running")));
  const gone = await db
    .select({ id: schema.jobs.id })
    .from(schema.jobs)
    .where(and(inArray(schema.jobs.id, ids), inArray(schema.jobs.status, ["cancelled", "failed"])));
  return gone.map((row) => row.id);
}

/**
 * How often a job goes back in line when its process stops on purpose: a job under which its processes keep being
 * stopped (a supervisor's memory watchdog, say) must not go round forever; the next time it fails as interrupted.
 */
export const MAX_HAND_BACKS = 3;

/**
 * Puts running jobs back in line, from the start (a process stopping on purpose): another process takes them.
 * Those handed back MAX_HAND_BACKS times already are failed as interrupted instead, with their charge given back.
 */
export async function requeueJobs(specs: KindSpec[], ids: string[]): Promise<void> {
  if (!ids.length) return;
  const db = await getDb();
  await db
    .update(schema.jobs)
    .set({
      status: "queued",
      instance: null,
      heartbeatAt: null,
      startedAt: null,
      progress: null,
      handBacks: sql`${schema.jobs.handBacks} + 1`,
    })
    .where(
      and(inArray(schema.jobs.id, ids), eq(schema.jobs.status, "running"), lt(schema.jobs.handBacks, MAX_HAND_BACKS)),
    );
  const kept = await db
    .select({ id: schema.jobs.id, kind: schema.jobs.kind })
    .from(schema.jobs)
    .where(and(inArray(schema.jobs.id, ids), eq(schema.jobs.status, "running")));
  await endInterrupted(specs, kept);
}

/**
 * Running jobs of these kinds whose process stopped renewing them (killed, crashed, its database gone): failed as
 * interrupted, with what they charged given back, as a read would fail them. Without this a job nobody asks about
 * any more (the tab closed) stayed "running" until its row expired, and kept its charge.
 */
export async function endDeadJobs(specs: KindSpec[]): Promise<number> {
  if (!specs.length) return 0;
  const db = await getDb();
  const dead = await db
    .select({ id: schema.jobs.id, kind: schema.jobs.kind })
    .from(schema.jobs)
    .where(
      and(
        eq(schema.jobs.status, "running"),
        lt(schema.jobs.heartbeatAt, new Date(Date.now() - LEASE_MS)),
        inArray(
          schema.jobs.kind,
          specs.map((spec) => spec.kind),
        ),
      ),
    );
  return endInterrupted(specs, dead);
}

/** Fails running jobs as interrupted, each with its kind's message, giving back all they charged, once. */
async function endInterrupted(specs: KindSpec[], rows: { id: string; kind: string }[]): Promise<number> {
  let ended = 0;
  for (const row of rows) {
    const spec = specs.find((candidate) => candidate.kind === row.kind);
    if (spec && (await interruptJob(spec, row.id))) ended++;
  }
  return ended;
}

/** Deletes the rows kept past their time (their results go with them). */
export async function expireJobs(): Promise<number> {
  const db = await getDb();
  const gone = await db
    .delete(schema.jobs)
    .where(lt(schema.jobs.expiresAt, new Date()))
    .returning({ id: schema.jobs.id });
  return gone.length;
}
