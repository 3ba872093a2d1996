/** lib/jobs tests: a job followed through the store, as a page follows it. */
import { findJob, type Job, type KindSpec } from "@/lib/jobs/store";

/** The job once `done` says so (polled every 100 ms, for 30 s at most). */
export async function untilJob(spec: KindSpec, job: Job, done: (job: Job) => boolean): Promise<Job> {
  for (let i = 0; i < 300; i++) {
    const now = await findJob(spec, job.id, job.owner);
    if (now && done(now)) return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the job never got there");
}

export const ended = (job: Job) => !["queued", "running"].includes(job.status);

/** A job kind for lib/jobs tests: a minute's keep and plain pt-BR words; `extra` adds what a test needs. */
export const testKind = (kind: string, extra: Partial<KindSpec> = {}): KindSpec => ({
  kind,
  keepMs: 60_000,
  messages: {
    interrupted: "O servidor reiniciou.",
    timeLimit: "Passou do tempo.",
    memoryLimit: "Passou da memória.",
    cancelled: "Cancelado.",
    unexpected: "Erro inesperado.",
  },
  ...extra,
});
