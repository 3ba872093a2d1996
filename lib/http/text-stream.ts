/**
 * A streamed text/plain answer from an async iterable of strings. A failure after the headers were
 * sent errors the stream, which ends the HTTP response abruptly (no final chunk): clients see a
 * network error instead of a silently truncated text. The browser going away cancels the iterable.
 */
export function textStreamResponse(chunks: AsyncIterable<string>, headers: Record<string, string> = {}): Response {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        console.error("[api] stream failed after the answer started:", error instanceof Error ? error.message : error);
        controller.error(error);
      }
    },
    async cancel() {
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
