import "server-only";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { ApiError } from "@/lib/http/api-error";
import { JobFailure } from "@/lib/jobs/failure";
import { serveJobs, type JobHandler } from "@/lib/jobs/host";
import { deleteInput, readInput } from "@/lib/jobs/results";
import { REVIEW_MARK } from "@/lib/translate/documents";
import {
  DOCUMENT_JOB_TIMEOUT_MS,
  documentJobs,
  documentMessages,
  type DocumentJob,
} from "@/lib/translate/documents/jobs";
import { openDocument, type OpenDocument } from "@/lib/translate/documents/worker";
import type { LocaleReview } from "@/lib/translate/documents/locale/document";
import type { TranslationRequest } from "@/lib/translate/prompt";
import { translateSegments } from "./translate";

/**
 * A document's segments translated block by block (its model calls in the documents' share, see
 * TRANSLATE_DOC_MAX_CONCURRENT) and the file written back in a pool thread.
 */
export async function translateDocument(
  document: OpenDocument,
  request: TranslationRequest,
  options: { account: string; signal: AbortSignal; onProgress?(done: number, total: number): void },
): Promise<{ bytes: Uint8Array; review: number; report?: LocaleReview }> {
  const result = await translateSegments(request, document.segments, {
    signal: options.signal,
    onProgress: options.onProgress,
    documentOf: options.account,
  });
  if (document.locale) {
    // A locale file checks each string itself: one that lost a placeholder stays in the source language, listed.
    const written = await document.write(
      result.segments.map((segment) => segment.text),
      result.segments.map((segment) => Boolean(segment.retried)),
    );
    return { bytes: written.bytes, review: written.review?.kept.length ?? 0, report: written.review };
  }
  // A segment that still lost a placeholder, tag, URL or number is marked in the file, never silently accepted.
  const texts = result.segments.map((segment) => (segment.missing.length ? REVIEW_MARK + segment.text : segment.text));
  return {
    bytes: (await document.write(texts)).bytes,
    review: result.segments.filter((segment) => segment.missing.length).length,
  };
}

/** The job's upload: the POST writes it just after the row, so a process quick to take the job waits for it. */
async function uploadOf(id: string, signal: AbortSignal): Promise<Uint8Array> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const bytes = await readInput(id);
    if (bytes) return bytes;
    signal.throwIfAborted();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new JobFailure(documentMessages.unexpected);
}

/** A document translated as a job: the model calls from this process, the parse and write in pool threads. */
export const documentTranslation: JobHandler = {
  spec: documentJobs,
  timeoutMs: DOCUMENT_JOB_TIMEOUT_MS,
  async run(job, context) {
    const { id, owner, input } = job as DocumentJob;
    try {
      const document = await openDocument(
        input.format,
        await uploadOf(id, context.signal),
        undefined,
        context.signal,
        input.encoding,
        input.translation.target,
      );
      // Saved one after another, the last before the job ends: a finished job shows every block done.
      let saving = Promise.resolve();
      const { bytes, review, report } = await translateDocument(document, input.translation, {
        account: owner,
        signal: context.signal,
        onProgress: (done, total) => {
          saving = saving.then(() => context.progress({ done, total })).catch(() => {});
        },
      });
      await saving;
      const file = path.join(context.workDir, "translated");
      await writeFile(file, bytes);
      // The upload is not needed any more: only the translated file is kept, for its 24 hours.
      await deleteInput(id);
      return { result: { name: input.name, review, convertedFrom: document.convertedFrom, report }, file };
    } catch (error) {
      if (error instanceof ApiError && !context.signal.aborted) throw new JobFailure(error.message);
      throw error;
    }
  },
};

/** This process translates documents in the background (and looks for one queued now). */
export const serveDocumentJobs = () => serveJobs(documentTranslation);
