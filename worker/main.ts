/**
 * `npm run worker`: a process that only runs jobs (no HTTP), beside instances started with JOB_WORKERS=0: on
 * this machine or another with DATABASE_URL, or on this machine with the embedded database, whose process it
 * shares with `npm start` (or starts, when none serves the data folder). The queue, the progress and the
 * results are all in the database.
 */
import { serveDocumentJobs } from "@/lib/ai/translate-document";
import { serveSiteExports } from "@/lib/converter/site/export";
import { serveSpeechJobs } from "@/lib/ai/speech-job";
import { closeDb, getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { handBackJobs } from "@/lib/jobs/host";

const config = env();
if (config.JOB_WORKERS === 0) {
  console.error("[worker] JOB_WORKERS=0: este processo não executaria nada. Use 1 ou mais.");
  process.exit(1);
}
await getDb();
serveSiteExports();
serveSpeechJobs();
serveDocumentJobs();
console.log(`[worker] pronto: até ${config.JOB_WORKERS} trabalhos ao mesmo tempo`);
// The job system's timers do not hold a process open (they must not in `npm start` or tests); this one does.
const alive = setInterval(() => {}, 60_000);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    clearInterval(alive);
    // Jobs running here go back in line for another worker (or this one, restarted).
    void handBackJobs()
      .catch((error: unknown) => console.error("[worker] devolver trabalhos:", error))
      .finally(() => closeDb().finally(() => process.exit(0)));
  });
}
