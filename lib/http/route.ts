import { silence } from "@/lib/db/health-flags";
import { ApiError } from "./api-error";
import { describeFailure } from "@/lib/describe-failure";
import { isClientGone, isDatabaseFailure } from "./failure";

/** The log never holds the error's message: it may quote user data. */
export async function handle(work: () => Promise<Response>): Promise<Response> {
  return uncompressedIfSmall(await answer(work));
}

async function answer(work: () => Promise<Response>): Promise<Response> {
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

/** Under this size an answer gains nothing from gzip (nginx's gzip_min_length, and Next's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Next gzips every route's answer whatever its size: it drops the Content-Length its compression would compare
 * with its 1 KB threshold. For a small JSON answer (a job's status, health, a refusal) that is a zlib stream per
 * request for nothing, and under a flood of them a fifth of the serving thread's work (bench/history.md, issue
 * 55). A JSON answer whose whole body is at hand at once (Response.json) and under 1 KB says no-transform, which
 * Next's compression honours; a streamed one (speech with captions) passes as it comes, never waited for.
 */
async function uncompressedIfSmall(response: Response): Promise<Response> {
  if (!response.body || !response.headers.get("content-type")?.startsWith("application/json")) return response;
  const reader = response.body.getReader();
  // A read's failure (the stream's source failed) surfaces when the next pull awaits it, not as an unhandled one.
  const read = () => {
    const next = reader.read();
    next.catch(() => {});
    return next;
  };
  const chunks: Uint8Array[] = [];
  let size = 0;
  let pending = read();
  for (;;) {
    const result = await atHand(pending);
    if (!result) break; // a stream still being written
    if (result.done) {
      const headers = new Headers(response.headers);
      if (size < COMPRESS_FROM_BYTES) {
        const cacheControl = headers.get("cache-control");
        headers.set("cache-control", cacheControl ? `${cacheControl}, no-transform` : "no-transform");
      }
      return new Response(Buffer.concat(chunks), { status: response.status, statusText: response.statusText, headers });
    }
    chunks.push(result.value);
    size += result.value.byteLength;
    pending = read();
    if (size >= COMPRESS_FROM_BYTES) break;
  }
  const rest = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const early = chunks.shift();
      if (early) return controller.enqueue(early);
      const { done, value } = await pending;
      if (done) return controller.close();
      controller.enqueue(value);
      pending = read();
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(rest, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** The read's result if it is already there (after this turn's microtasks), else undefined. */
const atHand = <T>(read: Promise<T>): Promise<T | undefined> =>
  Promise.race([read, new Promise<undefined>((resolve) => setImmediate(() => resolve(undefined)))]);

/** An /api/ path no route serves; also what /api/admin/* answers anyone but an admin (lib/admin/guard.ts). */
export const unknownApiRoute = () => new ApiError("not_found", "Rota da API não encontrada.");

/** The answer for a method a route does not serve (Next's own 405 has no body). */
export function methodNotAllowed(): Response {
  return new ApiError("method_not_allowed").toResponse();
}
