import { DrizzleQueryError } from "drizzle-orm";

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
    // A DrizzleQueryError from another copy of drizzle in the bundle (instanceof fails there): its shape.
    const { query, params } = current as { query?: unknown; params?: unknown };
    if (typeof query === "string" && Array.isArray(params)) return true;
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
