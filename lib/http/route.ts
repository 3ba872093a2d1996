import { silence } from "@/lib/db/health-flags";
import { ApiError } from "./api-error";
import { describeFailure } from "@/lib/describe-failure";
import { isClientGone, isDatabaseFailure } from "./failure";

/** The log never holds the error's message: it may quote user data. */
export async function handle(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) return error.toResponse();
    if (isClientGone(error)) {
      console.info("[api] o cliente desconectou antes do fim do pedido; nada a responder");
      return new ApiError("invalid_input", "O pedido foi interrompido antes de terminar.").toResponse();
    }
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

/** An /api/ path no route serves; also what /api/admin/* answers anyone but an admin (lib/admin/guard.ts). */
export const unknownApiRoute = () => new ApiError("not_found", "Rota da API não encontrada.");

/** The answer for a method a route does not serve (Next's own 405 has no body). */
export function methodNotAllowed(): Response {
  return new ApiError("method_not_allowed").toResponse();
}
