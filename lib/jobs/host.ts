import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { describeFailure, failureName } from "@/lib/describe-failure";
import { JobFailure, TaskStopped } from "./failure";
import { deleteResult, saveResult } from "./results";
import { claimNext } from "./scheduler";
import {
  cancelJob,
  endDeadJobs,
  endJob,
  expireJobs,
  finishJob,
  HEARTBEAT_MS,
  instanceId,
  LEASE_MS,
  renewJobs,
  requeueJobs,
  saveProgress,
  type Job,
  type KindSpec,
} from "./store";

/** What a job's process does with it: the work itself runs in the pool (runTask), this only passes it on. */
export type JobHandler = {
  spec: KindSpec;
  /** The job's whole budget; past it the job fails with spec.messages.timeLimit. */
  timeoutMs: number;
  run(job: Job, context: RunContext): Promise<{ result: unknown; file?: string }>;
};
export type RunContext = {
  signal: AbortSignal;
  /** A folder of its own on this machine, removed when the job ends. */
  workDir: string;
  /** Milliseconds left of the job's budget. */
  remainingMs(): number;
  progress(value: unknown): Promise<void>;
};

/** How often an idle process looks for jobs queued through another instance. */
const POLL_MS = 1_000;
const SWEEP_MS = 60_000;

type Host = {
  handlers: Map<string, JobHandler>;
  running: Map<string, AbortController>;
  timers: NodeJS.Timeout[];
  pumping?: Promise<void>;
  again: boolean;
  queueLog: FailureLog;
};

// Per process, not per module instance: Next bundles each route apart, and DELETE must reach POST's jobs.
const processWide = globalThis as typeof globalThis & { jobsHost?: Host };

const workRoot = () => path.join(env().dataDir, "jobs-work");

/**
 * Makes this process run jobs of this kind (up to JOB_WORKERS at once, taken fairly from the database) and
 * looks for one now. Idempotent; a process with JOB_WORKERS=0 only takes jobs in.
 */
export function serveJobs(handler: JobHandler) {
  let host = processWide.jobsHost;
  if (!host) {
    host = processWide.jobsHost = {
      handlers: new Map(),
      running: new Map(),
      timers: [],
      again: false,
      queueLog: failureLog("fila", POLL_MS),
    };
    const state = host;
    const every = (ms: number, work: () => Promise<unknown>, log: FailureLog) => {
      const timer = setInterval(() => {
        if (processWide.jobsHost !== state) return clearInterval(timer);
        work().then(log.worked, log.failed);
      }, ms);
      timer.unref();
      state.timers.push(timer);
    };
    // The queue's failures go to state.queueLog, whoever asked for the pass (this timer, a job that ended, a POST).
    if (env().JOB_WORKERS > 0) every(POLL_MS, async () => pump(state), quiet);
    every(HEARTBEAT_MS, () => heartbeat(state), failureLog("renovação", HEARTBEAT_MS));
    const sweepLog = failureLog("limpeza", SWEEP_MS);
    every(SWEEP_MS, () => sweep(state), sweepLog);
    void sweep(state).then(sweepLog.worked, sweepLog.failed);
  }
  host.handlers.set(handler.spec.kind, handler);
  pump(host);
}

/** Stops the job if this process runs it (its row says cancelled already). */
export function stopJob(id: string) {
  processWide.jobsHost?.running.get(id)?.abort(new Cancelled());
}

/** Tests only: the process dies as far as its jobs know (no more heartbeats, no status written). */
export function abandonLocalJobs() {
  const host = processWide.jobsHost;
  if (!host) return;
  processWide.jobsHost = undefined;
  host.timers.forEach(clearInterval);
  for (const controller of host.running.values()) controller.abort(new Abandoned());
}

/**
 * The process is stopping on purpose (`npm run worker` on SIGTERM): its running jobs go back in line, and the
 * next process that serves their kind starts them again, instead of their failing 30 s later.
 */
export async function handBackJobs() {
  const host = processWide.jobsHost;
  if (!host) return;
  const ids = [...host.running.keys()];
  abandonLocalJobs();
  await requeueJobs(
    [...host.handlers.values()].map((handler) => handler.spec),
    ids,
  );
}

type FailureLog = { failed(error: unknown): void; worked(): void };
const quiet: FailureLog = { failed: () => {}, worked: () => {} };

/**
 * A recurring task's failures, logged once: while the database is down the queue fails every second, and a line
 * a second would bury everything else in the log. The first failure says what the process does (keeps trying),
 * then nothing until the task works again, which is said once.
 */
function failureLog(what: string, everyMs: number): FailureLog {
  let failing = false;
  return {
    failed(error) {
      if (failing) return;
      failing = true;
      console.error(
        `[jobs] ${what}: falhou (${failureName(error)}). O processo continua tentando a cada ${everyMs / 1000} s e só avisa de novo quando voltar a funcionar.\n${describeFailure(error)}`,
      );
    },
    worked() {
      if (!failing) return;
      failing = false;
      console.info(`[jobs] ${what}: voltou a funcionar.`);
    },
  };
}

class Abandoned extends Error {}
class Cancelled extends Error {}

/** Takes jobs while this process has room; one pass at a time, another asked for meanwhile runs after. */
function pump(host: Host) {
  if (host.pumping) {
    host.again = true;
    return;
  }
  host.pumping = (async () => {
    do {
      host.again = false;
      while (processWide.jobsHost === host && host.running.size < env().JOB_WORKERS) {
        const job = await claimNext(instanceId(), [...host.handlers.keys()]);
        if (!job) break;
        start(host, job);
      }
    } while (host.again);
  })()
    .then(host.queueLog.worked, host.queueLog.failed)
    .finally(() => (host.pumping = undefined));
}

function start(host: Host, job: Job) {
  const handler = host.handlers.get(job.kind)!;
  const controller = new AbortController();
  host.running.set(job.id, controller);
  void run(handler, job, controller)
    // A job's end that could not be written (the database away longer than it is tried) must not end the
    // process with an unhandled rejection, and every other job it runs with it: the row's lease runs out
    // instead, and the job is failed as interrupted.
    .catch((error: unknown) =>
      console.error(`[jobs] ${job.kind} ${job.id}: o fim do trabalho não foi gravado: ${describeFailure(error)}`),
    )
    .finally(() => {
      host.running.delete(job.id);
      pump(host);
    });
}

/** How long a job's end (its file, its row) is tried again while the database does not answer (a restart). */
const END_RETRY_MS = LEASE_MS;
const END_RETRY_PAUSE_MS = 500;

/** The database is not there (its process restarting, the connection lost), as opposed to a query it refused. */
function databaseAway(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { name, code, message } = current as { name?: unknown; code?: unknown; message?: unknown };
    if (name === "DatabaseUnavailable") return true;
    if (
      typeof code === "string" &&
      /^(E(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|HOSTUNREACH|NOENT)|08...|57P0[123])$/.test(code)
    )
      return true;
    if (typeof message === "string" && /Connection terminated/i.test(message)) return true;
  }
  return false;
}

/**
 * Writes a job's end, again while the database is away (for up to END_RETRY_MS), so the embedded database's
 * process restarting under a finishing job neither fails the job nor loses its end. Each write is safe to repeat:
 * saveResult starts by deleting the pieces, and only a queued or running row ends (so nothing is given back twice).
 */
async function whenAnswered<T>(write: () => Promise<T>, controller: AbortController): Promise<T> {
  const deadline = Date.now() + END_RETRY_MS;
  for (;;) {
    try {
      return await write();
    } catch (error) {
      const handedBack = controller.signal.reason instanceof Abandoned;
      if (handedBack || !databaseAway(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, END_RETRY_PAUSE_MS));
    }
  }
}

async function run(handler: JobHandler, job: Job, controller: AbortController) {
  const { spec } = handler;
  const deadline = Date.now() + handler.timeoutMs;
  const timer = setTimeout(() => controller.abort(new TaskStopped("time", "job budget")), handler.timeoutMs);
  // A run of its own: a job handed back and taken again in this process must not share the folder its first
  // run is still removing.
  const workDir = path.join(workRoot(), `${job.id}.${randomBytes(4).toString("hex")}`);
  try {
    await mkdir(workDir, { recursive: true });
    const { result, file } = await handler.run(job, {
      signal: controller.signal,
      workDir,
      remainingMs: () => Math.max(1, deadline - Date.now()),
      progress: (value) => saveProgress(job.id, value),
    });
    controller.signal.throwIfAborted();
    if (file) await whenAnswered(() => saveResult(job.id, file), controller);
    let tries = 0;
    const finish = () => (tries++, finishJob(job.id, { status: "done", result }, spec.keepMs));
    // Ended meanwhile (cancelled): its file goes. Not after a repeated write: the row may have been ended by the
    // first one, whose answer the lost connection never brought back.
    if (!(await whenAnswered(finish, controller)) && tries === 1) await deleteResult(job.id);
  } catch (caught) {
    const error = controller.signal.aborted ? controller.signal.reason : caught;
    if (error instanceof Abandoned) return;
    await deleteResult(job.id).catch(() => {});
    const fail = (message: string) =>
      whenAnswered(() => endJob(spec, job.id, { status: "failed", message }), controller);
    if (error instanceof Cancelled) await whenAnswered(() => cancelJob(spec, job.id), controller);
    else if (error instanceof TaskStopped && error.end === "time") await fail(spec.messages.timeLimit);
    else if (error instanceof TaskStopped && error.end === "memory") await fail(spec.messages.memoryLimit);
    else if (error instanceof JobFailure) await fail(error.message);
    else {
      console.error(`[jobs] ${job.kind} ${job.id} falhou: ${describeFailure(error)}`);
      await fail(spec.messages.unexpected);
    }
  } finally {
    clearTimeout(timer);
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Renews this process's jobs, and stops those cancelled (or failed) through another instance. */
async function heartbeat(host: Host) {
  const gone = await renewJobs([...host.running.keys()]);
  for (const id of gone) host.running.get(id)?.abort(new Cancelled());
}

/**
 * Running jobs whose process died (failed as interrupted), rows and results past their time, and work folders no
 * job of this process uses (left by a crash).
 */
async function sweep(host: Host) {
  await expireJobs();
  // After a first await: the sweep a process starts with runs before serveJobs registers the kind.
  await endDeadJobs([...host.handlers.values()].map((handler) => handler.spec));
  const root = workRoot();
  for (const name of await readdir(root).catch(() => [])) {
    if (host.running.has(name.split(".")[0])) continue;
    const info = await stat(path.join(root, name)).catch(() => null);
    if (info && info.mtimeMs < Date.now() - SWEEP_MS) await rm(path.join(root, name), { recursive: true, force: true });
  }
}
