import "server-only";
import { Worker } from "node:worker_threads";
import { Semaphore } from "@/lib/converter/semaphore";
import { ApiError, type ErrorCode } from "@/lib/http/api-error";
import { type DocumentFormat, type DocumentSegments, type DocumentTask } from "./index";

/**
 * Reading and writing a document (unzip, XML parse and serialise: up to seconds of CPU for a big file) runs in a
 * worker thread, so the serving event loop only moves bytes. Each task has its own thread, ended when it is done
 * or over its budget (time, heap); at most DOCUMENT_WORKERS run at once per instance, the next ones wait.
 */
export const DOCUMENT_WORKERS = 2;
export const DOCUMENT_TASK_MS = 60_000;
export const DOCUMENT_TASK_HEAP_MB = 512;

const slots = new Semaphore(DOCUMENT_WORKERS);

const overTime = () =>
  new ApiError(
    "invalid_input",
    `O arquivo levou mais de ${DOCUMENT_TASK_MS / 1000} s para ser aberto. Divida-o em partes menores e envie de novo.`,
  );
const overMemory = () =>
  new ApiError("invalid_input", "O arquivo precisa de memória demais para ser aberto. Divida-o em partes menores.");

type Answer =
  { value: DocumentSegments | Uint8Array } | { refused: { code: ErrorCode; message: string } } | { failed: string };

function inThread(task: DocumentTask): Promise<DocumentSegments | Uint8Array> {
  return new Promise((resolve, reject) => {
    // Turbopack bundles the entry named by `new URL(..., import.meta.url)` (TypeScript and "@/" imports included).
    // Vitest runs the TypeScript sources: there tsx loads them in the thread.
    const worker = new Worker(new URL("./parse-worker.ts", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: DOCUMENT_TASK_HEAP_MB },
      execArgv: process.env.VITEST ? ["--import", "tsx"] : undefined,
    });
    let settled = false;
    const settle = (error: Error | undefined, value?: DocumentSegments | Uint8Array) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(value!);
    };
    const timer = setTimeout(() => settle(overTime()), DOCUMENT_TASK_MS);
    worker.once("message", (answer: Answer) => {
      if ("value" in answer) settle(undefined, answer.value);
      else if ("refused" in answer) settle(new ApiError(answer.refused.code, answer.refused.message));
      else settle(new Error(`document worker: ${answer.failed}`));
    });
    worker.once("error", (error: Error & { code?: string }) =>
      settle(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? overMemory() : error),
    );
    worker.once("exit", (code) => settle(new Error(`document worker exited with code ${code}`)));
    worker.postMessage(task);
  });
}

const run = (task: DocumentTask) => slots.run(() => inThread(task));

/** The file's segments (within the limits, or a pt-BR refusal), and how to write its translation back. */
export async function openDocument(format: DocumentFormat, bytes: Uint8Array) {
  const read = (await run({ kind: "read", format, bytes })) as DocumentSegments;
  return {
    ...read,
    write: async (translated: readonly string[]) =>
      (await run({ kind: "write", format, bytes, translated })) as Uint8Array,
  };
}
