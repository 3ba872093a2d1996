import "server-only";
import { Semaphore } from "@/lib/converter/semaphore";
import { ApiError } from "@/lib/http/api-error";
import { TaskStopped } from "@/lib/jobs/failure";
import { runTask } from "@/lib/jobs/pool";
import { type DocumentFormat, type DocumentSegments, type DocumentTask, type WrittenDocument } from "./index";
import type { DocumentAnswer } from "./task";

/**
 * Reading and writing a document (unzip, XML parse and serialise: up to seconds of CPU for a big file) runs in a
 * thread of the job pool (lib/jobs/pool.ts, task "translate-document"), so the serving event loop only moves
 * bytes. A thread over its budget (time, heap) is ended and the person told why in pt-BR; at most
 * DOCUMENT_WORKERS run at once per process, the next tasks wait.
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

async function inThread(task: DocumentTask, timeoutMs: number, signal?: AbortSignal) {
  let answer: DocumentAnswer;
  try {
    answer = await runTask<DocumentAnswer>("translate-document", task, {
      signal,
      timeoutMs,
      memoryMb: DOCUMENT_TASK_HEAP_MB,
    });
  } catch (error) {
    if (error instanceof TaskStopped && error.end === "time") throw overTime(timeoutMs);
    if (error instanceof TaskStopped && error.end === "memory") throw overMemory();
    throw error;
  }
  if ("refused" in answer) throw new ApiError(answer.refused.code, answer.refused.message);
  return answer.value;
}

/**
 * The file's segments (within the limits, or a pt-BR refusal), and how to write its translation back.
 * `timeoutMs`: each task's time budget; `signal` ends the thread (the request or the job went away); `encoding`:
 * the one the person chose for a text file (detected without it).
 */
export async function openDocument(
  format: DocumentFormat,
  bytes: Uint8Array,
  timeoutMs = DOCUMENT_TASK_MS,
  signal?: AbortSignal,
  encoding?: string,
  target?: string,
) {
  const run = (task: DocumentTask) => slots.run(() => inThread(task, timeoutMs, signal));
  const read = (await run({ kind: "read", format, bytes, encoding, target })) as DocumentSegments;
  return {
    ...read,
    write: async (translated: readonly string[], retried?: readonly boolean[]) => {
      const written = (await run({
        kind: "write",
        format,
        bytes,
        encoding,
        target,
        translated,
        retried,
      })) as WrittenDocument;
      return { bytes: new Uint8Array(written.bytes), review: written.review };
    },
  };
}

export type OpenDocument = Awaited<ReturnType<typeof openDocument>>;
