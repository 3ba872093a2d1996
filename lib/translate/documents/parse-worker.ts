import { parentPort } from "node:worker_threads";
import { ApiError } from "@/lib/http/api-error";
import { runDocumentTask, type DocumentTask } from "./index";

/** A worker thread that reads or writes documents, one task at a time (lib/translate/documents/worker.ts). */
parentPort?.on("message", (task: DocumentTask) => {
  try {
    const value = runDocumentTask(task);
    parentPort!.postMessage({ value }, value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : []);
  } catch (error) {
    if (error instanceof ApiError) parentPort!.postMessage({ refused: { code: error.code, message: error.message } });
    else parentPort!.postMessage({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
