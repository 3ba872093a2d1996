import { DrizzleQueryError } from "drizzle-orm";

/** Never the message: database errors quote the query and its parameters (password hashes, users' texts). */
export function describeFailure(error: unknown): string {
  const frames =
    error instanceof Error
      ? (error.stack ?? "")
          .split("\n")
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 5)
      : [];
  return [failureName(error), ...frames].join("\n");
}

/** The chain of error names and the first code, on one line: "DrizzleQueryError <- error (código 22021)". */
export function failureName(error: unknown): string {
  const names: string[] = [];
  let code: string | undefined;
  for (let current = error; current && names.length < 5; current = (current as { cause?: unknown }).cause) {
    names.push(current instanceof Error ? current.name : typeof current);
    const candidate = (current as { code?: unknown }).code;
    if (!code && typeof candidate === "string") code = candidate;
  }
  return `${names.join(" <- ")}${code ? ` (código ${code})` : ""}`;
}

/**
 * The client closed its connection before its request was read or answered (mid-body, or while it waited its
 * turn): nobody is there for an answer, and it is no fault of the server or the database.
 */
export class ClientGone extends Error {
  constructor(cause?: unknown) {
    super("O cliente desconectou antes do fim do pedido", { cause });
    this.name = "ClientGone";
  }
}

export function isClientGone(error: unknown): boolean {
  return error instanceof Error && error.name === "ClientGone";
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
