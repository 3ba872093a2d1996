/**
 * The entry of every pool thread (bundled by worker/build.mjs): the tasks that may run off the serving
 * event loop, by name. A domain adds its task here.
 *
 * Each task's code is imported when its thread starts it, not before: a pool thread runs one task, and loading
 * every task's packages (sharp, parse5, xmldom, ...) cost each thread 1-3 s at load 15, more than an MP3
 * encoding. The service thread (callService) imports each of its tasks' code once, on its first call.
 */
import { serveTask, type TaskContext, type TaskHandler } from "@/lib/jobs/thread";

const lazy =
  <Input>(load: () => Promise<(input: Input, context: TaskContext) => Promise<unknown>>): TaskHandler =>
  async (input: never, context) =>
    (await load())(input, context);

serveTask({
  "site-export": lazy(async () => (await import("@/lib/converter/site/export-task")).exportSiteTask),
  "speech-encode": lazy(async () => (await import("@/lib/speech/encode-task")).encodeSpeechTask),
  "translate-document": lazy(async () => (await import("@/lib/translate/documents/task")).documentTask),
  // The service thread's (lib/jobs/pool.ts, callService): quick calls, their code loaded once.
  "password-score": lazy(async () => (await import("@/lib/validation/password-task")).passwordScoreTask),
});
