import "server-only";

/**
 * Drizzle's query errors quote the query's parameters, which here include a password hash. Before
 * such an error can reach a log, keep only the database's error code.
 */
export function scrubbed(error: unknown, what: string): Error {
  let code: string | undefined;
  for (let current = error; current && !code; current = (current as { cause?: unknown }).cause) {
    code = (current as { code?: string }).code;
  }
  return new Error(`${what} falhou${code ? ` (código ${code})` : ""}`);
}
