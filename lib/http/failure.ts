import { DrizzleQueryError } from "drizzle-orm";

/** Never the message: database errors quote the query and its parameters (password hashes, users' texts). */
export function describeFailure(error: unknown): string {
  const names: string[] = [];
  let code: string | undefined;
  for (let current = error; current && names.length < 5; current = (current as { cause?: unknown }).cause) {
    names.push(current instanceof Error ? current.name : typeof current);
    const candidate = (current as { code?: unknown }).code;
    if (!code && typeof candidate === "string") code = candidate;
  }
  const frames =
    error instanceof Error
      ? (error.stack ?? "")
          .split("\n")
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 5)
      : [];
  return [`${names.join(" <- ")}${code ? ` (código ${code})` : ""}`, ...frames].join("\n");
}

export function isDatabaseFailure(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { name, code } = current as { name?: unknown; code?: unknown };
    if (current instanceof DrizzleQueryError) return true; // its name is plain "Error" once bundled
    if (name === "DrizzleQueryError" || name === "DataDirLockedError" || name === "DatabaseUnavailable") return true;
    if (
      typeof code === "string" &&
      (/^[0-9A-Z]{5}$/.test(code) || /^E(CONNREFUSED|CONNRESET|TIMEDOUT|HOSTUNREACH)$/.test(code))
    )
      return true;
    if (current instanceof WebAssembly.RuntimeError) return true;
  }
  return false;
}
