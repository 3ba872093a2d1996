/** Runs once when the server starts. */
export async function register() {
  // NEXT_RUNTIME is set by Next itself (not configuration); the AI client only runs on Node.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { builtSettingsNotice } = await import("./lib/env");
  const notice = builtSettingsNotice(process.env);
  if (notice) console.warn(`⚠ ${notice}`);
  const { logAiSetupAdvice } = await import("./lib/ai/client");
  logAiSetupAdvice();
  // Jobs queued before a restart (or through another instance) run without waiting for the next export.
  const { serveSiteExports } = await import("./lib/converter/site/export");
  serveSiteExports();
  const { serveSpeechJobs } = await import("./lib/ai/speech-job");
  serveSpeechJobs();
  const { serveDocumentJobs } = await import("./lib/ai/translate-document");
  serveDocumentJobs();
  // Visit counts: closing finished days, deleting expired rows, the weekly e-mail (lib/analytics).
  const { serveVisitCounts } = await import("./lib/analytics/schedule");
  serveVisitCounts();
}
