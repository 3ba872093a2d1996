import "server-only";
import { Worker } from "node:worker_threads";
import { Semaphore } from "@/lib/converter/semaphore";
import { ApiError, type ErrorCode } from "@/lib/http/api-error";
import { type DocumentFormat, type DocumentSegments, type DocumentTask } from "./index";

/**
 * Reading and writing a document (unzip, XML parse and serialise: up to seconds of CPU for a big file) runs in a
 * worker thread, so the serving event loop only moves bytes. A thread over its budget (time, heap) is ended and
 * the person told why in pt-BR; at most DOCUMENT_WORKERS run at once per instance, the next tasks wait.
 */
export const DOCUMENT_WORKERS = 2;
export const DOCUMENT_TASK_MS = 60_000;
export const DOCUMENT_TASK_HEAP_MB = 512;

const slots = new Semaphore(DOCUMENT_WORKERS);

const overTime = (ms: number) =>
  new ApiError(
    "invalid_input",
    `O arquivo levou mais de ${Math.ceil(ms / 1000)} s para ser aberto. Divida-o em partes menores e envie de novo.`,
  );
const overMemory = () =>
  new ApiError("invalid_input", "O arquivo precisa de memória demais para ser aberto. Divida-o em partes menores.");

type Answer =
  { value: DocumentSegments | Uint8Array } | { refused: { code: ErrorCode; message: string } } | { failed: string };

/** Threads that finished their last task within budget, kept for the next one (starting one costs ~0.2 s). */
const idle: Worker[] = [];

function start(): Worker {
  // Turbopack bundles the entry named by `new URL(..., import.meta.url)` (TypeScript and "@/" imports included).
  // Vitest runs the TypeScript sources: there tsx loads them in the thread.
  const worker = new Worker(new URL("./parse-worker.ts", import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: DOCUMENT_TASK_HEAP_MB },
    execArgv: process.env.VITEST ? ["--import", "tsx"] : undefined,
  });
  worker.unref(); // an idle thread never keeps a stopping server or a test run alive
  return worker;
}

function inThread(task: DocumentTask, timeoutMs: number): Promise<DocumentSegments | Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = idle.pop() ?? start();
    let settled = false;
    const settle = (error: Error | undefined, value?: DocumentSegments | Uint8Array, keep = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.removeAllListeners("message").removeAllListeners("error").removeAllListeners("exit");
      if (keep && idle.length < DOCUMENT_WORKERS) idle.push(worker);
      else void worker.terminate();
      if (error) reject(error);
      else resolve(value!);
    };
    // Over its time: the thread is ended, whatever it was doing (a synchronous parse cannot be interrupted).
    const timer = setTimeout(() => settle(overTime(timeoutMs)), timeoutMs);
    worker.once("message", (answer: Answer) => {
      if ("value" in answer) settle(undefined, answer.value, true);
      else if ("refused" in answer) settle(new ApiError(answer.refused.code, answer.refused.message), undefined, true);
      else settle(new Error(`document worker: ${answer.failed}`));
    });
    worker.once("error", (error: Error & { code?: string }) =>
      settle(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? overMemory() : error),
    );
    worker.once("exit", (code) => settle(new Error(`document worker exited with code ${code}`)));
    worker.postMessage(task);
  });
}

/**
 * The file's segments (within the limits, or a pt-BR refusal), and how to write its translation back.
 * `timeoutMs`: each task's time budget.
 */
export async function openDocument(format: DocumentFormat, bytes: Uint8Array, timeoutMs = DOCUMENT_TASK_MS) {
  const run = (task: DocumentTask) => slots.run(() => inThread(task, timeoutMs));
  const read = (await run({ kind: "read", format, bytes })) as DocumentSegments;
  return {
    ...read,
    write: async (translated: readonly string[]) =>
      (await run({ kind: "write", format, bytes, translated })) as Uint8Array,
  };
}
