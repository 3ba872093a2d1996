import "server-only";
import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { env } from "@/lib/env";
import { JobFailure, TaskStopped } from "./failure";
import type { ThreadMessage } from "./thread";

export type TaskOptions = {
  /** Ends the thread at once (a cancelled job): the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Wall-clock budget: past it the thread is ended and the promise rejects with TaskStopped("time"). */
  timeoutMs: number;
  /** Heap budget of the thread (default JOB_MEMORY_MB): past it, TaskStopped("memory"). */
  memoryMb?: number;
  onProgress?(value: unknown): unknown;
};

const processWide = globalThis as typeof globalThis & { jobsThreadFile?: Promise<string>; jobsThreads?: Set<Worker> };
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
      else {
        const { message: text, shown, stack } = message.error;
        const error = shown ? new JobFailure(text) : new Error(text);
        if (!shown && stack) error.stack = stack;
        end(() => reject(error));
      }
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
