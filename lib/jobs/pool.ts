import "server-only";
import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { env } from "@/lib/env";
import { JobFailure, TaskStopped } from "./failure";
import type { ServiceAnswer, ThreadError, ThreadMessage } from "./thread";

export type TaskOptions = {
  /** Ends the thread at once (a cancelled job): the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Wall-clock budget: past it the thread is ended and the promise rejects with TaskStopped("time"). */
  timeoutMs: number;
  /** Heap budget of the thread (default JOB_MEMORY_MB): past it, TaskStopped("memory"). */
  memoryMb?: number;
  onProgress?(value: unknown): unknown;
};

const processWide = globalThis as typeof globalThis & {
  jobsThreadFile?: Promise<string>;
  jobsThreads?: Set<Worker>;
  jobsService?: Promise<Service>;
};
const threads = () => (processWide.jobsThreads ??= new Set());

/** Threads running now in this process (the health of the pool, and tests). */
export const runningThreads = () => threads().size;

/**
 * Runs the named task (worker/thread.ts) in a thread of its own, with a time and a heap budget; the serving
 * event loop only passes messages. A task that overruns is ended (even inside a synchronous loop or regex)
 * and answered with TaskStopped; a JobFailure thrown in the task comes back as a JobFailure.
 */
export async function runTask<T>(name: string, input: unknown, options: TaskOptions): Promise<T> {
  options.signal?.throwIfAborted();
  const file = await threadFile();
  options.signal?.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const memoryMb = options.memoryMb ?? env().JOB_MEMORY_MB;
    const worker = new Worker(file, {
      workerData: { name, input },
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.min(64, memoryMb / 4) },
    });
    threads().add(worker);
    let settled = false;
    const end = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      threads().delete(worker);
      void worker.terminate();
      settle();
    };
    const timer = setTimeout(
      () => end(() => reject(new TaskStopped("time", `${name} over ${options.timeoutMs} ms`))),
      options.timeoutMs,
    );
    const onAbort = () => end(() => reject(options.signal!.reason));
    options.signal?.addEventListener("abort", onAbort, { once: true });
    worker.on("message", (message: ThreadMessage) => {
      if ("progress" in message) {
        if (!settled) void Promise.resolve(options.onProgress?.(message.progress)).catch(() => {});
      } else if ("value" in message) end(() => resolve(message.value as T));
      else end(() => reject(failureOf(message.error)));
    });
    worker.on("error", (error: Error & { code?: string }) =>
      end(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new TaskStopped("memory", `${name} over ${memoryMb} MB`) : error,
        ),
      ),
    );
    worker.on("exit", (code) => end(() => reject(new TaskStopped("crash", `${name} exited with ${code}`))));
  });
}

/** A task's error as the thread posted it: a JobFailure stays one (its words are the visitor's to read). */
function failureOf({ message, shown, stack }: ThreadError): Error {
  const error = shown ? new JobFailure(message) : new Error(message);
  if (!shown && stack) error.stack = stack;
  return error;
}

let callsMade = 0;

type Call = { resolve(value: unknown): void; reject(error: Error): void; timer: NodeJS.Timeout };
type Service = { worker: Worker; calls: Map<number, Call>; started: Promise<Service> };

/**
 * Runs the named task (worker/thread.ts) in the process's service thread: one thread that stays, for short
 * calls whose code is slow to load and quick to run (a password's strength: its dictionaries take 0,3-0,4 s to
 * build, a check 25-45 ms), so neither the loading nor the calls run on the serving event loop. The thread
 * starts on the first call, keeps the process alive only while calls wait, and answers them in turn. A call
 * over `timeoutMs` ends the thread, and with it the calls waiting (TaskStopped); so does a crash. The next
 * call starts a new thread.
 */
export async function callService<T>(name: string, input: unknown, { timeoutMs }: { timeoutMs: number }): Promise<T> {
  const service = await (processWide.jobsService ??= startService());
  const id = ++callsMade;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => stopService(service, new TaskStopped("time", `${name} over ${timeoutMs} ms`)),
      timeoutMs,
    );
    if (service.calls.size === 0) service.worker.ref();
    service.calls.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
    service.worker.postMessage({ id, name, input });
  });
}

function startService(): Promise<Service> {
  const started: Promise<Service> = threadFile().then((file) => {
    const worker = new Worker(file, {
      workerData: { service: true },
      resourceLimits: { maxOldGenerationSizeMb: env().JOB_MEMORY_MB },
    });
    worker.unref();
    const service: Service = { worker, calls: new Map(), started };
    worker.on("message", (answer: ServiceAnswer) => {
      const call = service.calls.get(answer.id);
      if (!call) return;
      service.calls.delete(answer.id);
      if (service.calls.size === 0) worker.unref();
      clearTimeout(call.timer);
      if ("value" in answer) call.resolve(answer.value);
      else call.reject(failureOf(answer.error));
    });
    worker.on("error", (error) => stopService(service, error));
    worker.on("exit", (code) => stopService(service, new TaskStopped("crash", `service thread exited with ${code}`)));
    return service;
  });
  started.catch(() => {
    if (processWide.jobsService === started) processWide.jobsService = undefined;
  });
  return started;
}

/** Ends a service thread: the calls still waiting fail with `reason`, and the next call starts a new thread. */
function stopService(service: Service, reason: Error) {
  if (processWide.jobsService === service.started) processWide.jobsService = undefined;
  for (const call of service.calls.values()) {
    clearTimeout(call.timer);
    call.reject(reason);
  }
  service.calls.clear();
  void service.worker.terminate();
}

/**
 * The thread's bundle: the one `npm run build` wrote (worker/build.mjs), or, when there is none (development,
 * tests, a build made with `next build` alone), one built now for this process.
 */
function threadFile(): Promise<string> {
  return (processWide.jobsThreadFile ??= locate().catch((error: unknown) => {
    processWide.jobsThreadFile = undefined;
    throw error;
  }));
}

/** Tests only: threads run the tasks of this entry (a file that calls serveTask) instead of worker/thread.ts. */
export function useThreadEntry(entry: string) {
  processWide.jobsThreadFile = build({ thread: entry });
}

async function locate(): Promise<string> {
  const built = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "jobs", "thread.mjs");
  if (process.env.NODE_ENV === "production" && existsSync(built)) return built;
  return build();
}

async function build(entryPoints?: Record<string, string>): Promise<string> {
  const root = process.cwd();
  // Loaded at run time, past the bundler: the build script and esbuild stay plain files of the project.
  const load = createRequire(path.join(root, "package.json"));
  const { buildWorkers } = load(path.join(root, "worker", "build.mjs")) as {
    buildWorkers(outdir: string, entryPoints?: Record<string, string>): Promise<{ thread: string }>;
  };
  const cache = path.join(root, "node_modules", ".cache", "jobs");
  await removeStale(cache);
  return (await buildWorkers(path.join(cache, String(process.pid)), entryPoints)).thread;
}

/** Bundles of processes that are gone. */
async function removeStale(cache: string) {
  for (const name of await readdir(cache).catch(() => [])) {
    const pid = Number(name);
    let alive = pid === process.pid;
    try {
      if (!alive && pid > 0) alive = process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (!alive) await rm(path.join(cache, name), { recursive: true, force: true });
  }
}
