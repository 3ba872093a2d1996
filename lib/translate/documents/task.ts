import { ApiError, type ErrorCode } from "@/lib/http/api-error";
import { runDocumentTask, type DocumentSegments, type DocumentTask, type WrittenDocument } from "./index";

/** What the "translate-document" pool task answers: its value, or the pt-BR refusal a person reads (a 4xx). */
export type DocumentAnswer =
  { value: DocumentSegments | WrittenDocument } | { refused: { code: ErrorCode; message: string } };

/**
 * The thread side (worker/thread.ts): reads or writes one document. A refusal travels back as a value, so the
 * serving process answers it with the same code and words as if it had parsed the file itself.
 */
export async function documentTask(task: DocumentTask): Promise<DocumentAnswer> {
  try {
    return { value: runDocumentTask(task) };
  } catch (error) {
    if (error instanceof ApiError) return { refused: { code: error.code, message: error.message } };
    throw error;
  }
}
