import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { parseMultipart, type MultipartShape } from "./multipart";

const shape: MultipartShape = {
  fields: ["prompt", "aspect"],
  files: ["image"],
  maxFieldBytes: 1024,
  maxFileBytes: 4096,
  fileTooLarge: "A imagem pode ter no máximo 4 KB.",
};

/** The form as a browser sends it, streamed (see streamedRequest). */
async function formRequest(form: FormData): Promise<Request> {
  const encoded = new Response(form);
  const boundary = /boundary=(.+)$/.exec(encoded.headers.get("content-type")!)![1];
  return streamedRequest(new Uint8Array(await encoded.arrayBuffer()), boundary).request;
}

/** A body that counts how much of it the parser pulled, sent in 64 KB chunks. */
function streamedRequest(body: string | Uint8Array, boundary: string) {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= bytes.length) return controller.close();
      const chunk = bytes.subarray(pulled.bytes, pulled.bytes + 65536);
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const request = new Request("http://localhost/upload", {
    method: "POST",
    body: stream,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    duplex: "half",
  } as RequestInit);
  return { request, pulled, total: bytes.length };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("parseMultipart", () => {
  it("returns the form's fields and file", async () => {
    const form = new FormData();
    form.set("prompt", "um gato de óculos");
    form.set("image", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "gato.png");
    const parsed = await parseMultipart(await formRequest(form), shape);
    expect(parsed.fields.get("prompt")).toBe("um gato de óculos");
    expect(parsed.files.get("image")).toMatchObject({ filename: "gato.png", mimeType: "image/png" });
    expect([...parsed.files.get("image")!.bytes]).toEqual([1, 2, 3]);
  });

  it("accepts a form that sends every field and file it has (busboy signals partsLimit on reaching it)", async () => {
    const form = new FormData();
    form.set("prompt", "um gato");
    form.set("aspect", "1:1");
    form.set("image", new Blob([new Uint8Array([1])], { type: "image/png" }), "gato.png");
    const parsed = await parseMultipart(await formRequest(form), shape);
    expect([...parsed.fields.keys()]).toEqual(["prompt", "aspect"]);
    expect(parsed.files.get("image")?.filename).toBe("gato.png");
  });

  it("refuses a body that is not multipart with 415", async () => {
    const request = new Request("http://localhost/upload", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect((await failure(parseMultipart(request, shape))).status).toBe(415);
  });

  it("refuses a field the form does not have", async () => {
    const form = new FormData();
    form.set("surprise", "x");
    const error = await failure(parseMultipart(await formRequest(form), shape));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/campos que esta página não envia/);
  });

  it("refuses a file over its size with the form's own message", async () => {
    const form = new FormData();
    form.set("image", new Blob([new Uint8Array(5000)]), "grande.png");
    const error = await failure(parseMultipart(await formRequest(form), shape));
    expect(error.status).toBe(413);
    expect(error.message).toBe("A imagem pode ter no máximo 4 KB.");
  });

  it("refuses a field over its size", async () => {
    const form = new FormData();
    form.set("prompt", "a".repeat(2000));
    expect((await failure(parseMultipart(await formRequest(form), shape))).status).toBe(413);
  });

  it("stops reading a many-parts bomb at the first part too many", async () => {
    const boundary = "bomb";
    const part = (index: number) => `--${boundary}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`;
    const body = Array.from({ length: 150_000 }, (_, index) => part(index)).join("") + `--${boundary}--\r\n`;
    const { request, pulled, total } = streamedRequest(body, boundary);
    const error = await failure(parseMultipart(request, { ...shape, maxFileBytes: 8 * 1024 * 1024 }));
    expect(error.status).toBeGreaterThanOrEqual(400);
    expect(pulled.bytes).toBeLessThan(total / 10);
  });

  it("refuses a body cut before its closing boundary", async () => {
    const boundary = "cut";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="prompt"\r\n\r\nmeio`;
    const error = await failure(parseMultipart(streamedRequest(body, boundary).request, shape));
    expect(error.status).toBe(400);
  });

  it("refuses a body longer than the form can hold, whatever Content-Length says", async () => {
    const boundary = "long";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n${"a".repeat(200_000)}\r\n--${boundary}--\r\n`;
    const error = await failure(parseMultipart(streamedRequest(body, boundary).request, shape));
    expect(error.status).toBe(413);
  });
});
