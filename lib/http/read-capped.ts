/**
 * A body read whole, but never more than `maxBytes`: past it the stream is cancelled and the answer is
 * null, so a client or a provider that sends without end cannot fill the instance's memory. Request
 * bodies (body.ts), the speech provider's audio and the TikTok Events API's answers are read with it.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null | undefined,
  maxBytes: number,
): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
}
