/**
 * Whether PostgreSQL stopped answering (lib/db sets it from the queries' outcomes). While it is silent,
 * one query at a time waits for it and the others fail at once; the log says so once, not per request.
 */
// Per process, not per module copy: instrumentation.ts opens the database in a bundle of its own, and the
// routes read the flags its queries set.
const processWide = globalThis as typeof globalThis & { dbHealthFlags?: { unanswered: boolean; probing: boolean } };
export const silence = (processWide.dbHealthFlags ??= { unanswered: false, probing: false });
