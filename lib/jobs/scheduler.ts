import "server-only";
import { and, count, eq, inArray, or, sql } from "drizzle-orm";
import { getDb, schema } from "@/lib/db";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { insertJob, LEASE_MS, type Job, type KindSpec } from "./store";

/**
 * Fair shares. Each client (an address, or an account) holds at most one running job and one queued; the
 * process that takes the next job takes the oldest queued one of a client with nothing running. With one
 * queued job per client, that is every client in turn, however many jobs others started: a visitor waits
 * behind one job per other client at most, never behind a global line that other addresses filled.
 */
export type Admission = "ok" | "client_full" | "busy";

/** Whether this client (or this owner, from another address) may queue one more job. */
export async function admission(owner: string, client: string): Promise<Admission> {
  const db = await getDb();
  const leaseStart = new Date(Date.now() - LEASE_MS);
  const mine = await db
    .select({ status: schema.jobs.status, heartbeatAt: schema.jobs.heartbeatAt })
    .from(schema.jobs)
    .where(
      and(
        or(eq(schema.jobs.client, client), eq(schema.jobs.owner, owner)),
        inArray(schema.jobs.status, ["queued", "running"]),
      ),
    );
  // A running job whose process died holds no place (it is failed when next read).
  const holding = mine.filter((job) => job.status === "queued" || (job.heartbeatAt ?? new Date(0)) >= leaseStart);
  if (holding.some((job) => job.status === "queued") || holding.length >= 2) return "client_full";
  const [{ queued }] = await db.select({ queued: count() }).from(schema.jobs).where(eq(schema.jobs.status, "queued"));
  return queued >= env().JOB_QUEUE_LIMIT ? "busy" : "ok";
}

/**
 * Marks the next job of these kinds running on this process and answers it (or undefined when none waits).
 * SKIP LOCKED lets processes on PostgreSQL claim at once without taking the same job.
 */
export async function claimNext(instance: string, kinds: string[]): Promise<Job | undefined> {
  if (!kinds.length) return undefined;
  const db = await getDb();
  const now = new Date();
  const leaseStart = new Date(now.getTime() - LEASE_MS);
  const claimed = await db.execute<{ id: string }>(sql`
    update jobs set status = 'running', instance = ${instance}, heartbeat_at = ${now}, started_at = ${now}
    where status = 'queued' and id = (
      select q.id from jobs q
      where q.status = 'queued' and q.kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
        and not exists (
          select 1 from jobs r
          where r.client = q.client and r.status = 'running' and r.heartbeat_at >= ${leaseStart}
        )
      order by q.created_at
      limit 1
      for update skip locked
    )
    returning id`);
  const id = claimed.rows[0]?.id;
  if (!id) return undefined;
  const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, id));
  return job as Job | undefined;
}

/**
 * Queues a job after its admission (fair shares): the client's third job, or one past JOB_QUEUE_LIMIT in all,
 * is refused with the caller's words (429 and 503, each with Retry-After).
 */
export async function enqueueJob(
  spec: KindSpec,
  values: { owner: string; client: string; input: unknown; maxRunMs: number },
  refusals: { clientFull: string; busy: string; retryAfterSeconds: number },
): Promise<Job> {
  const verdict = await admission(values.owner, values.client);
  const retry = { "Retry-After": String(refusals.retryAfterSeconds) };
  if (verdict === "client_full") throw new ApiError("rate_limited", refusals.clientFull, retry);
  if (verdict === "busy") throw new ApiError("service_unavailable", refusals.busy, retry);
  return insertJob({
    kind: spec.kind,
    owner: values.owner,
    client: values.client,
    input: values.input,
    // A queued job waits its turn; if nothing ever runs it, the row still goes in time.
    expiresAt: new Date(Date.now() + values.maxRunMs * 4 + spec.keepMs),
  });
}
