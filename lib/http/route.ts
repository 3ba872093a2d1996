import { ApiError } from "./errors";

/**
 * Runs a route handler body and turns any failure into the error envelope. Expected failures are
 * ApiErrors; anything else is a bug, logged and answered with a generic message (never the stack).
 */
export async function handle(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) return error.toResponse();
    console.error("[api] unexpected error", error);
    return new ApiError("internal_error").toResponse();
  }
}

/** The answer for a method a route does not serve (Next's own 405 has no body). */
export function methodNotAllowed(): Response {
  return new ApiError("method_not_allowed").toResponse();
}
