import { silence } from "@/lib/db/silence";
import { ApiError } from "./api-error";
import { describeFailure, isDatabaseFailure } from "./failure";

/** The log never holds the error's message: it may quote user data. */
export async function handle(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) return error.toResponse();
    const database = isDatabaseFailure(error);
    // A silent database is logged once by lib/db, not by each request it fails.
    if (!(database && silence.unanswered))
      console.error(`[api] ${database ? "banco de dados indisponível" : "erro inesperado"}: ${describeFailure(error)}`);
    // The database recovers by itself (each request tries it again): clients may retry soon, as nginx says.
    return (
      database
        ? new ApiError("service_unavailable", undefined, { "Retry-After": "30" })
        : new ApiError("internal_error")
    ).toResponse();
  }
}

/** The answer for a method a route does not serve (Next's own 405 has no body). */
export function methodNotAllowed(): Response {
  return new ApiError("method_not_allowed").toResponse();
}
