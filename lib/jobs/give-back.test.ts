import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/db";
import { ended, testKind, untilJob } from "@/test-support/jobs";
import { abandonLocalJobs, handBackJobs, serveJobs, stopJob, type JobHandler } from "./host";
import { JobFailure } from "./failure";
import { enqueueJob } from "./scheduler";
import { cancelJob, endDeadJobs, LEASE_MS, MAX_HAND_BACKS, type Job, type KindSpec } from "./store";

beforeAll(() => getDb(), 60_000);
afterEach(async () => {
  abandonLocalJobs();
  await (await getDb()).delete(schema.jobs);
});

/** What the kind was asked to give back, per job: the shares of its work not done. */
const givenBack = new Map<string, number[]>();
const spec: KindSpec = testKind("give-back", {
  async giveBack(job, share) {
    givenBack.set(job.id, [...(givenBack.get(job.id) ?? []), share]);
  },
});

/** Each job does `done` of 4 steps, then ends as its input says (or waits to be stopped). */
type Input = { done: number; end: "finish" | "fail" | "wait" };
const handler: JobHandler = {
  spec,
  timeoutMs: 20_000,
  async run(job, context) {
    const { done, end } = job.input as Input;
    await context.progress({ done, total: 4 });
    if (end === "fail") throw new JobFailure("Falhou.");
    if (end === "wait") {
      await new Promise((_, reject) => context.signal.addEventListener("abort", () => reject(context.signal.reason)));
    }
    return { result: {} };
  },
};

let clients = 0;
const enqueue = (input: Input) => {
  const who = `give-back-${++clients}`;
  return enqueueJob(
    spec,
    { owner: who, client: who, input, maxRunMs: 60_000 },
    {
      clientFull: "Uma por vez.",
      busy: "Ocupado.",
      retryAfterSeconds: 60,
    },
  );
};

const until = (job: Job, done: (job: Job) => boolean) => untilJob(spec, job, done);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("what a job charged comes back once, for the work it did not do", () => {
  it("all of it for a job cancelled while it waits in line", async () => {
    const job = await enqueue({ done: 0, end: "finish" }); // no process serves this kind yet
    expect(await cancelJob(spec, job.id)).toBe(true);
    expect(await cancelJob(spec, job.id)).toBe(false);
    expect(givenBack.get(job.id)).toEqual([1]);
  });

  it("the rest of a job cancelled while it runs, once, though its run ends cancelled too", async () => {
    serveJobs(handler);
    const job = await enqueue({ done: 1, end: "wait" });
    await until(job, (now) => now.progress !== null);
    expect(await cancelJob(spec, job.id)).toBe(true);
    stopJob(job.id);
    expect(await until(job, ended)).toMatchObject({ status: "cancelled" });
    await settle();
    expect(givenBack.get(job.id)).toEqual([0.75]);
  });

  it("the rest of a job that fails, and nothing for one that finishes", async () => {
    serveJobs(handler);
    const failed = await enqueue({ done: 3, end: "fail" });
    const finished = await enqueue({ done: 4, end: "finish" });
    expect(await until(failed, ended)).toMatchObject({ status: "failed", message: "Falhou." });
    expect(await until(finished, ended)).toMatchObject({ status: "done" });
    await settle();
    expect(givenBack.get(failed.id)).toEqual([0.25]);
    expect(givenBack.has(finished.id)).toBe(false);
  });

  it("nothing for a job handed back to the line when its process stops: it runs again", async () => {
    serveJobs(handler);
    const job = await enqueue({ done: 2, end: "wait" });
    await until(job, (now) => now.status === "running" && now.progress !== null);
    await handBackJobs();
    await settle();
    expect(givenBack.has(job.id)).toBe(false);
    expect((await until(job, () => true)).status).toBe("queued");
  });

  // The person gets nothing and did nothing wrong: what the job used up before the server stopped is not theirs to
  // pay, or sending the file again ("Envie o arquivo de novo") would charge that part twice.
  it("all of it for a job whose process died after doing part of it", async () => {
    const job = await enqueue({ done: 0, end: "finish" }); // no process serves this kind: the row is set by hand
    const db = await getDb();
    await db
      .update(schema.jobs)
      .set({ status: "running", progress: { done: 3, total: 4 }, heartbeatAt: new Date(Date.now() - LEASE_MS - 1_000) })
      .where(eq(schema.jobs.id, job.id));
    expect(await endDeadJobs([spec])).toBe(1);
    expect(await until(job, () => true)).toMatchObject({ status: "failed", message: spec.messages.interrupted });
    expect(givenBack.get(job.id)).toEqual([1]);
  });

  it("all of it for a job its processes keep stopping under: back in line at most MAX_HAND_BACKS times", async () => {
    const job = await enqueue({ done: 1, end: "wait" });
    for (let stop = 1; stop <= MAX_HAND_BACKS + 1; stop++) {
      serveJobs(handler); // the next worker takes it
      await until(job, (now) => now.status === "running" && now.progress !== null);
      await handBackJobs(); // and is stopped under it
    }
    expect(await until(job, () => true)).toMatchObject({ status: "failed", message: spec.messages.interrupted });
    await settle();
    expect(givenBack.get(job.id)).toEqual([1]);
  });
});
