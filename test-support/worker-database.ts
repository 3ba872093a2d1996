// Apart from database-template.ts, whose PGlite, pg and drizzle imports cost every test file's setup about a
// second when test-support/setup.ts read this function from there.

/** Worker `id`'s database in the server of `url` (vitest numbers its workers from 1). */
export function workerDatabase(url: string, id: number): string {
  const parsed = new URL(url);
  parsed.pathname = `${parsed.pathname}_${id}`;
  return parsed.href;
}
