import path from "node:path";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb, schema } from "@/lib/db";
import { testKind } from "@/test-support/jobs";
import { abandonLocalJobs, serveJobs, type JobHandler } from "./host";
import { runTask, useThreadEntry } from "./pool";
import { enqueueJob } from "./scheduler";
import { findJob, type KindSpec } from "./store";

/** The database stops answering for the next `down` openings, as lib/db's getDb does when it cannot connect. */
const database = vi.hoisted(() => ({ down: 0, failed: 0 }));
vi.mock("@/lib/db", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/db")>();
  return {
    ...real,
    getDb: () => {
      if (database.down <= 0) return real.getDb();
      database.down--;
      database.failed++;
      return Promise.reject(Object.assign(new Error("Banco de dados indisponível"), { name: "DatabaseUnavailable" }));
    },
  };
});

beforeAll(async () => {
  await getDb();
  useThreadEntry(path.join(process.cwd(), "test-support", "jobs-tasks.ts"));
});
afterEach(async () => {
  vi.restoreAllMocks();
  abandonLocalJobs();
  database.down = 0;
  await (await getDb()).delete(schema.jobs);
});

const spec: KindSpec = testKind("test-host");
const handler: JobHandler = {
  spec,
  timeoutMs: 20_000,
  async run(_job, context) {
    const output = await runTask<{ file: string }>(
      "write",
      { bytes: 10, steps: 1, pauseMs: 10, dir: context.workDir },
      { signal: context.signal, timeoutMs: context.remainingMs() },
    );
    return { result: {}, file: output.file };
  },
};

it("logs once that the database is down and that it keeps trying, then once that it is back, and runs the job waiting", async () => {
  const lines: string[] = [];
  for (const level of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  }
  const job = await enqueueJob(
    spec,
    { owner: "ana", client: "ana", input: {}, maxRunMs: 60_000 },
    { clientFull: "Uma por vez.", busy: "Ocupado.", retryAfterSeconds: 60 },
  );
  const failures = 5;
  database.down = failures;
  serveJobs(handler); // the process starts while the database does not answer; it looks for jobs every second
  for (let i = 0; i < 200; i++) {
    if (database.down === 0 && (await findJob(spec, job.id, job.owner))?.status === "done") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await findJob(spec, job.id, job.owner))?.status).toBe("done");
  expect(database.failed).toBe(failures);

  const queue = lines.filter((line) => line.startsWith("[jobs] fila"));
  expect(queue).toHaveLength(2);
  expect(queue[0]).toMatch(
    /^\[jobs\] fila: falhou \(DatabaseUnavailable\)\. O processo continua tentando a cada 1 s e só avisa de novo quando voltar a funcionar\./,
  );
  expect(queue[1]).toBe("[jobs] fila: voltou a funcionar.");
  // The first sweep of expired rows may meet the database down too: once, not at each of its tries.
  expect(lines.filter((line) => !line.startsWith("[jobs] fila")).length).toBeLessThanOrEqual(1);
}, 60_000);

it("a job that finishes while the database is away (its process restarting) is ended once it answers, and the process lives on", async () => {
  const lines: string[] = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  vi.spyOn(console, "info").mockImplementation(() => {});
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => void rejections.push(reason);
  process.on("unhandledRejection", onRejection);
  try {
    const endSpec = testKind("test-host-end");
    const job = await enqueueJob(
      endSpec,
      { owner: "bia", client: "bia", input: {}, maxRunMs: 60_000 },
      { clientFull: "Uma por vez.", busy: "Ocupado.", retryAfterSeconds: 60 },
    );
    serveJobs({
      ...handler,
      spec: endSpec,
      async run(running, context) {
        const output = await handler.run(running, context);
        database.down = 6; // the work is done; its file and its end meet the database away
        return output;
      },
    });
    let seen: string | undefined;
    for (let i = 0; i < 200 && seen !== "done"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (database.down === 0) seen = (await findJob(endSpec, job.id, job.owner))?.status;
    }
    expect(seen).toBe("done");
    expect(database.failed).toBeGreaterThanOrEqual(6);
    expect(rejections).toEqual([]);
    expect(lines.filter((line) => line.includes(job.id))).toEqual([]);
  } finally {
    process.off("unhandledRejection", onRejection);
  }
}, 60_000);

it("a running job whose process died is failed by the sweep, its charge given back once, though nobody reads it", async () => {
  const giveBack = vi.fn(async () => {});
  const deadSpec = testKind("test-host-dead", { giveBack });
  const job = await enqueueJob(
    deadSpec,
    { owner: "caio", client: "caio", input: {}, maxRunMs: 60_000 },
    { clientFull: "Uma por vez.", busy: "Ocupado.", retryAfterSeconds: 60 },
  );
  // Taken by a process that was then SIGKILLed: its heartbeat stopped 40 s ago.
  const db = await getDb();
  await db
    .update(schema.jobs)
    .set({ status: "running", instance: "morto", heartbeatAt: new Date(Date.now() - 40_000), startedAt: new Date() })
    .where(eq(schema.jobs.id, job.id));
  serveJobs({ ...handler, spec: deadSpec }); // any process that serves the kind sweeps at start, then every minute
  let row: typeof schema.jobs.$inferSelect | undefined;
  for (let i = 0; i < 100; i++) {
    [row] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, job.id)); // a plain read, not findJob
    if (row?.status !== "running") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect({ status: row?.status, message: row?.message }).toEqual({
    status: "failed",
    message: deadSpec.messages.interrupted,
  });
  expect(giveBack).toHaveBeenCalledTimes(1);
  // Read afterwards (the person comes back): the same end, nothing given back again.
  expect((await findJob(deadSpec, job.id, job.owner))?.status).toBe("failed");
  expect(giveBack).toHaveBeenCalledTimes(1);
});
