import { getPriority, setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { JobFailure } from "./failure";

/**
 * A task's thread runs at this nice value, below the serving thread's: when the cores are busy, a visitor's
 * request gets the CPU before a job does, and jobs take the time left over (bench/history.md, issue 55).
 */
export const TASK_NICE = 10;

/**
 * On Linux a thread's nice value is its own and setpriority(0) names the calling thread (processes the task
 * starts, ffmpeg say, inherit it). Elsewhere it names the whole process, the serving thread with it: there
 * the task keeps the process's priority. A system that refuses (a sandbox) leaves it so too.
 */
function yieldToServing() {
  if (process.platform !== "linux") return;
  try {
    setPriority(Math.max(getPriority(), TASK_NICE));
  } catch {
    // not allowed here: the task runs at the process's priority
  }
}

/** What a task may do from its thread: report progress, and see the (cooperative) end of its budget. */
export type TaskContext = { progress(value: unknown): void };
export type TaskHandler = (input: never, context: TaskContext) => Promise<unknown>;

export type ThreadError = { message: string; shown: boolean; stack?: string };
export type ThreadMessage = { progress: unknown } | { value: unknown } | { error: ThreadError };
/** A service thread's answer to the call numbered `id` (lib/jobs/pool.ts, callService). */
export type ServiceAnswer = { id: number } & ({ value: unknown } | { error: ThreadError });

const errorOf = (error: unknown): ThreadError => ({
  message: error instanceof Error ? error.message : String(error),
  shown: error instanceof JobFailure,
  stack: error instanceof Error ? error.stack : undefined,
});

/**
 * The body of a pool thread (worker/thread.ts). Started for one task, it runs it and posts its value; the pool
 * ends the thread when the task is over, overruns its budget or is cancelled. Started as the process's service
 * thread, it stays and answers the calls it is sent, each task's code loaded once.
 */
export function serveTask(handlers: Record<string, TaskHandler>) {
  const port = parentPort;
  if (!port) throw new Error("serveTask runs in a worker thread");
  yieldToServing();
  const { name, input, service } = workerData as { name?: string; input?: unknown; service?: boolean };
  if (service) {
    const noProgress = { progress() {} };
    port.on("message", ({ id, name, input }: { id: number; name: string; input: unknown }) => {
      const handler = handlers[name];
      const answer = handler ? handler(input as never, noProgress) : Promise.reject(new Error(`no task named ${name}`));
      answer.then(
        (value) => port.postMessage({ id, value } satisfies ServiceAnswer),
        (error: unknown) => port.postMessage({ id, error: errorOf(error) } satisfies ServiceAnswer),
      );
    });
    return;
  }
  const post = (message: ThreadMessage) => port.postMessage(message);
  const handler = handlers[name ?? ""];
  if (!handler) return post({ error: { message: `no task named ${name}`, shown: false } });
  handler(input as never, { progress: (value) => post({ progress: value }) }).then(
    (value) => post({ value }),
    (error: unknown) => post({ error: errorOf(error) }),
  );
}
