/**
 * Whether PostgreSQL stopped answering (lib/db sets it from the queries' outcomes). While it is silent,
 * one query at a time waits for it and the others fail at once; the log says so once, not per request.
 */
export const silence = { unanswered: false, probing: false };
