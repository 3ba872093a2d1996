import { afterEach, describe, expect, it, vi } from "vitest";
import { textStreamResponse } from "./text-stream";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => vi.restoreAllMocks());

describe("textStreamResponse", () => {
  it("stops quietly when the visitor goes away while a chunk is on its way", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    // Like the AI stream: returning the iterator aborts the request, so the pending next() rejects.
    const abort = new AbortController();
    let finished = false;
    async function* slow() {
      yield "primeiro ";
      await new Promise((_, reject) => abort.signal.addEventListener("abort", () => reject(new Error("aborted"))));
      yield "segundo";
    }
    const inner = slow();
    const chunks: AsyncIterable<string> = {
      [Symbol.asyncIterator]: () => ({
        next: () => inner.next(),
        return: async () => {
          abort.abort();
          finished = true;
          return { done: true, value: undefined };
        },
      }),
    };
    const reader = textStreamResponse(chunks).body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("primeiro ");
    const pending = reader.read();
    await sleep(10); // the stream is now waiting for the second chunk
    await reader.cancel();
    await pending;
    await sleep(100);
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(finished).toBe(true);
  });
});
