import "server-only";
import { accountOwner, requireOwnJob } from "@/lib/jobs/owner";
import { saveInput } from "@/lib/jobs/results";
import { ApiError } from "@/lib/http/api-error";
import { admission, enqueueJob } from "@/lib/jobs/scheduler";
import { latestJob, type Job, type KindSpec } from "@/lib/jobs/store";
import type { TranslationRequest } from "@/lib/translate/prompt";
import { refundQuota } from "@/lib/translate/quota";
import type { Charge } from "@/lib/usage/daily-budget";
import type { DocumentFormat } from "./index";
import type { LocaleReview } from "./locale/document";

/** A document translated in the background: the account's upload, the options, and what the page shows. */
export type DocumentInput = {
  format: DocumentFormat;
  /** The encoding the person chose for a text file (without it, it is detected again, as it was at the upload). */
  encoding?: string;
  /** The download's name ("manual.en.docx"). */
  name: string;
  translation: TranslationRequest;
  chars: number;
  /** What the day's quota was charged (nothing from one language to itself): the blocks not translated come back. */
  charged?: Charge;
};
export type DocumentProgress = { done: number; total: number };
export type DocumentResult = { name: string; review: number; convertedFrom?: string; report?: LocaleReview };
export type DocumentJob = Job<DocumentInput, DocumentProgress, DocumentResult>;

/** Finished files (and every job's row) are kept a day, then deleted with the upload. */
export const DOCUMENT_KEEP_MS = 24 * 60 * 60 * 1000;
/** 250.000 characters are 125 blocks: minutes with a quick model, this with a slow one. */
export const DOCUMENT_JOB_TIMEOUT_MS = 60 * 60 * 1000;
const RETRY_AFTER_SECONDS = 60;

export const documentMessages = {
  notFound: "Esta tradução de arquivo não existe ou já foi apagada. Envie o arquivo de novo.",
  notReady: "O arquivo traduzido ainda não está pronto. Aguarde o fim da tradução.",
  oneAtATime: "Você já tem um arquivo sendo traduzido e outro na fila. Aguarde um deles terminar para enviar outro.",
  busy: "O tradutor de arquivos está ocupado agora. Tente novamente em alguns minutos.",
  interrupted: "A tradução do arquivo foi interrompida porque o servidor reiniciou. Envie o arquivo de novo.",
  timeLimit: "A tradução do arquivo passou de 60 minutos e foi interrompida. Divida-o em partes menores.",
  memoryLimit: "O arquivo precisa de memória demais para ser traduzido. Divida-o em partes menores.",
  cancelled: "Tradução do arquivo cancelada. Nada foi baixado.",
  unexpected: "A tradução do arquivo falhou. Tente novamente.",
} as const;

export const documentJobs: KindSpec = {
  kind: "translate-document",
  keepMs: DOCUMENT_KEEP_MS,
  messages: {
    interrupted: documentMessages.interrupted,
    timeLimit: documentMessages.timeLimit,
    memoryLimit: documentMessages.memoryLimit,
    cancelled: documentMessages.cancelled,
    unexpected: documentMessages.unexpected,
  },
  giveBack: (job, share) => refundQuota((job.input as DocumentInput).charged, share),
};

const refusals = () => ({
  clientFull: documentMessages.oneAtATime,
  busy: documentMessages.busy,
  retryAfterSeconds: RETRY_AFTER_SECONDS,
});

/**
 * Before the upload is parsed and the quota spent: the account's third document (one running, one waiting) is
 * refused with 429, as enqueueJob would refuse it, and so is one past the instance's queue (503).
 */
export async function requireDocumentTurn(userId: string): Promise<void> {
  const owner = accountOwner(userId);
  const verdict = await admission(owner, owner);
  const retry = { "Retry-After": String(RETRY_AFTER_SECONDS) };
  if (verdict === "client_full") throw new ApiError("rate_limited", documentMessages.oneAtATime, retry);
  if (verdict === "busy") throw new ApiError("service_unavailable", documentMessages.busy, retry);
}

/**
 * Queues the account's document (one running and one waiting per account, however busy the rest), the upload
 * kept in the database beside the row so any process can take it.
 */
export async function createDocumentJob(userId: string, input: DocumentInput, bytes: Uint8Array): Promise<DocumentJob> {
  const owner = accountOwner(userId);
  const job = (await enqueueJob(
    documentJobs,
    { owner, client: owner, input, maxRunMs: DOCUMENT_JOB_TIMEOUT_MS },
    refusals(),
  )) as DocumentJob;
  await saveInput(job.id, bytes);
  return job;
}

/** The account's latest document job still kept, so a reloaded or closed tab finds it again. */
export async function latestDocumentJob(userId: string): Promise<DocumentJob | undefined> {
  return (await latestJob(documentJobs, accountOwner(userId))) as DocumentJob | undefined;
}

/** What GET /api/translate/document/{id} answers. */
export function documentJobView(job: DocumentJob) {
  const progress = job.progress ?? { done: 0, total: 0 };
  return {
    id: job.id,
    status: job.status,
    name: job.input.name,
    progress: { done: progress.done, total: progress.total },
    ...(job.message ? { message: job.message } : {}),
    ...(job.status === "done" && job.result
      ? {
          review: job.result.review,
          ...(job.result.convertedFrom ? { convertedFrom: job.result.convertedFrom } : {}),
          ...(job.result.report ? { report: job.result.report } : {}),
        }
      : {}),
  };
}

export type DocumentJobView = ReturnType<typeof documentJobView>;

/** The account's job, or the 404 any other account (or a signed-out visitor, or a made-up id) gets. */
export async function requireDocumentJob(id: string, userId: string | undefined): Promise<DocumentJob> {
  const owner = userId === undefined ? undefined : accountOwner(userId);
  return (await requireOwnJob(documentJobs, id, owner, documentMessages.notFound)) as DocumentJob;
}
