import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { handle } from "./route";

describe("handle", () => {
  it("marks a JSON answer under 1 KB no-transform, so Next does not gzip it, and keeps its status and headers", async () => {
    const response = await handle(async () =>
      Response.json({ ok: true }, { status: 202, headers: { "Cache-Control": "no-store", "Set-Cookie": "a=1" } }),
    );
    expect(response.status).toBe(202);
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(response.headers.get("set-cookie")).toBe("a=1");
    expect(await response.json()).toEqual({ ok: true });
  });

  it("leaves a larger JSON answer, and one that is not JSON, to be compressed", async () => {
    const large = await handle(async () => Response.json({ text: "a".repeat(2_000) }));
    expect(large.headers.get("cache-control")).toBeNull();
    expect((await large.json()).text).toHaveLength(2_000);
    const csv = await handle(async () => new Response("a;b\n", { headers: { "Content-Type": "text/csv" } }));
    expect(csv.headers.get("cache-control")).toBeNull();
  });

  it("marks a refusal the same way", async () => {
    const response = await handle(async () => {
      throw new ApiError("not_found", "Não encontrado.");
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
  });
});

describe("handle with a streamed JSON answer", () => {
  it("passes it on as it comes, without waiting for its end or marking it", async () => {
    let more: ReadableStreamDefaultController<Uint8Array> | undefined;
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        more = controller;
        controller.enqueue(new TextEncoder().encode('{"parts":['));
      },
    });
    const response = await handle(
      async () => new Response(streamed, { headers: { "Content-Type": "application/json; charset=utf-8" } }),
    );
    expect(response.headers.get("cache-control")).toBeNull();
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"parts":[');
    more!.enqueue(new TextEncoder().encode("1]}"));
    more!.close();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("1]}");
    expect((await reader.read()).done).toBe(true);
  });
});

describe("handle with a streamed JSON answer that fails", () => {
  it("passes the failure to the reader, with no unhandled rejection in between", async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", note);
    try {
      let source: ReadableStreamDefaultController<Uint8Array> | undefined;
      const streamed = new ReadableStream<Uint8Array>({
        start(controller) {
          source = controller;
          controller.enqueue(new TextEncoder().encode("x".repeat(2_000)));
        },
      });
      const response = await handle(
        async () => new Response(streamed, { headers: { "Content-Type": "application/json" } }),
      );
      source!.error(new Error("a síntese falhou"));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const reader = response.body!.getReader();
      expect((await reader.read()).value).toHaveLength(2_000);
      await expect(reader.read()).rejects.toThrow("a síntese falhou");
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", note);
    }
  });
});
