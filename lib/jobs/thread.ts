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

export type ThreadMessage =
  { progress: unknown } | { value: unknown } | { error: { message: string; shown: boolean; stack?: string } };

/**
 * The body of a pool thread (worker/thread.ts): it runs the one task it was started for and posts its value.
 * The thread is ended by the pool when the task is over, overruns its budget or is cancelled.
 */
export function serveTask(handlers: Record<string, TaskHandler>) {
  const port = parentPort;
  if (!port) throw new Error("serveTask runs in a worker thread");
  yieldToServing();
  const { name, input } = workerData as { name: string; input: unknown };
  const post = (message: ThreadMessage) => port.postMessage(message);
  const handler = handlers[name];
  if (!handler) return post({ error: { message: `no task named ${name}`, shown: false } });
  handler(input as never, { progress: (value) => post({ progress: value }) }).then(
    (value) => post({ value }),
    (error: unknown) =>
      post({
        error: {
          message: error instanceof Error ? error.message : String(error),
          shown: error instanceof JobFailure,
          stack: error instanceof Error ? error.stack : undefined,
        },
      }),
  );
}
