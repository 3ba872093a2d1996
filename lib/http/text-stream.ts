import { ApiError } from "./api-error";
import { STREAM_ERROR_MARK } from "./stream-error";

/** A failure after the headers is written at the end of the body, so the client keeps the text and learns why. */
export function textStreamResponse(chunks: AsyncIterable<string>, headers: Record<string, string> = {}): Response {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  // Set when the browser goes away: a chunk or failure that arrives afterwards has nowhere to go.
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await iterator.next();
        if (cancelled) return;
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value.replaceAll(STREAM_ERROR_MARK, "")));
      } catch (failure) {
        if (cancelled) return;
        const error = failure instanceof ApiError ? failure : new ApiError("upstream_error");
        if (!(failure instanceof ApiError)) console.error("[api] stream failed after the answer started", failure);
        controller.enqueue(
          encoder.encode(
            `${STREAM_ERROR_MARK}${JSON.stringify({ error: { code: error.code, message: error.message } })}`,
          ),
        );
        controller.close();
      }
    },
    async cancel() {
      cancelled = true;
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      // no-transform keeps compression from buffering the stream; X-Accel-Buffering does the same for nginx.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
      ...headers,
    },
  });
}
