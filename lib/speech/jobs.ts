import "server-only";
import { requireOwnJob } from "@/lib/jobs/owner";
import { enqueueJob } from "@/lib/jobs/scheduler";
import { latestJob, type Job, type KindSpec } from "@/lib/jobs/store";
import type { Charge } from "@/lib/usage/daily-budget";
import { speechQuota } from "./quota";

/**
 * Long or captioned speech of an account as a background job (lib/jobs): POST /api/speech with
 * `Prefer: respond-async` answers 202 {id}; GET /api/speech/{id} follows it, DELETE cancels it, and the MP3 is
 * served from the database by any instance (GET /api/speech/{id}/download). The job belongs to the account.
 */

/** Finished audio (and every speech job's row, with the text it read) is kept this long. */
export const SPEECH_KEEP_MS = 24 * 60 * 60 * 1000;
export const SPEECH_KEEP_HOURS = SPEECH_KEEP_MS / 3_600_000;
/** 4.000 characters are some 15 parts: a few minutes even on a slow provider. */
export const SPEECH_JOB_TIMEOUT_MS = 10 * 60 * 1000;
const RETRY_AFTER_SECONDS = 30;

export const speechJobMessages = {
  interrupted: "O servidor reiniciou enquanto o áudio era gerado. Gere o áudio de novo.",
  timeLimit: "A geração do áudio passou de 10 minutos e foi interrompida. Tente com um texto menor.",
  memoryLimit: "A geração do áudio usou memória demais e foi interrompida. Tente com um texto menor.",
  cancelled: "Geração do áudio cancelada.",
  unexpected: "Não foi possível gerar o áudio. Tente novamente em alguns minutos.",
  notFound: `Áudio não encontrado. Os áudios gerados ficam guardados por ${SPEECH_KEEP_HOURS} horas.`,
  notReady: "O áudio ainda não está pronto.",
  oneAtATime:
    "Você já tem um áudio sendo gerado e outro na fila. Espere um deles terminar (ou cancele) para pedir outro.",
  busy: "Muitas pessoas estão gerando áudio agora. Aguarde alguns minutos e tente novamente.",
  running: (done: number, total: number) => `Gerando o áudio: ${done} de ${total} partes prontas.`,
  queued: "Na fila: o áudio começa assim que houver vez.",
};

export const speechJobs: KindSpec = {
  kind: "speech",
  keepMs: SPEECH_KEEP_MS,
  messages: {
    interrupted: speechJobMessages.interrupted,
    timeLimit: speechJobMessages.timeLimit,
    memoryLimit: speechJobMessages.memoryLimit,
    cancelled: speechJobMessages.cancelled,
    unexpected: speechJobMessages.unexpected,
  },
  giveBack: (job, share) => speechQuota.refund((job as SpeechJob).input.charged, share),
};

export type SpeechProgress = { done: number; total: number };
export type SpeechJobResult = {
  fileName: string;
  engine: string;
  captions?: { srt: string; vtt: string };
};
/** The input is the speech plan (lib/ai/speech-job.ts reads it); here only its number of parts (engine calls). */
export type SpeechJob = Job<{ parts: number; charged?: Charge }, SpeechProgress, SpeechJobResult>;

export async function createSpeechJob(owner: string, input: SpeechJob["input"]): Promise<SpeechJob> {
  return (await enqueueJob(
    speechJobs,
    { owner, client: owner, input, maxRunMs: SPEECH_JOB_TIMEOUT_MS },
    {
      clientFull: speechJobMessages.oneAtATime,
      busy: speechJobMessages.busy,
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    },
  )) as SpeechJob;
}

/** The account's latest speech job still kept, so a reloaded page finds its audio again. */
export async function latestSpeechJob(owner: string): Promise<SpeechJob | undefined> {
  return (await latestJob(speechJobs, owner)) as SpeechJob | undefined;
}

/** The account's job, or the 404 anyone else gets (another account, signed out, a made-up or expired id). */
export async function requireSpeechJob(id: string, owner: string | undefined): Promise<SpeechJob> {
  return (await requireOwnJob(speechJobs, id, owner, speechJobMessages.notFound)) as SpeechJob;
}

/** What GET /api/speech/{id} answers: status, {done, total} parts, a pt-BR message, and once done the captions. */
export function speechJobView(job: SpeechJob) {
  const progress = job.progress ?? { done: 0, total: job.input.parts };
  const message =
    job.message ??
    (job.status === "queued"
      ? speechJobMessages.queued
      : job.status === "running"
        ? speechJobMessages.running(progress.done, progress.total)
        : undefined);
  return {
    id: job.id,
    status: job.status,
    done: progress.done,
    total: progress.total,
    ...(message ? { message } : {}),
    ...(job.status === "done" && job.result
      ? {
          fileName: job.result.fileName,
          engine: job.result.engine,
          download: `/api/speech/${job.id}/download`,
          ...(job.result.captions ? { captions: job.result.captions } : {}),
        }
      : {}),
  };
}

export type SpeechJobView = ReturnType<typeof speechJobView>;
