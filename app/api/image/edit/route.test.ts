import { Readable } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { IMAGE_EDIT_MAX_BYTES } from "@/lib/ai/image";
import { resetEnvCache } from "@/lib/env";
import { errorOf } from "@/test-support/requests";
import { png, pngAlpha, transparentPng } from "@/test-support/fakes/png";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { GET as health } from "@/app/api/health/route";
import { GET, POST } from "./route";

const fake = withFakeOpenAI({ OPENAI_IMAGE_MODEL: "gpt-image-2.6-flare" });

/**
 * A body streamed in 64 KB chunks as Next hands it to the route (a Node stream under the Request), counting what
 * the server pulled; `null` is a client that sends its headers and then nothing.
 */
function upload(body: Uint8Array | null, ip: string, boundary = "bomb") {
  const pulled = { bytes: 0 };
  async function* chunks() {
    if (!body) return void (await new Promise(() => {}));
    for (let offset = 0; offset < body.length; offset += 65536) {
      const chunk = body.subarray(offset, offset + 65536);
      pulled.bytes += chunk.length;
      yield Buffer.from(chunk);
    }
  }
  const request = new Request("http://127.0.0.1:3000/api/image/edit", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "x-peer-address": ip },
    body: Readable.from(chunks(), { objectMode: false }),
    duplex: "half",
  } as unknown as RequestInit);
  return { request, pulled, total: body?.length ?? 0 };
}
/** The form as a browser encodes it, sent as a client's stream. */
async function edit(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const encoded = new Response(form);
  const boundary = /boundary=(.+)$/.exec(encoded.headers.get("content-type")!)![1];
  return POST(upload(new Uint8Array(await encoded.arrayBuffer()), "203.0.113.9", boundary).request);
}
const original = new Blob([new Uint8Array(transparentPng(32, 48))], { type: "image/png" });

describe("POST /api/image/edit", () => {
  it("sends the image and the change to /v1/images/edits as multipart, keeping proportion and transparency", async () => {
    const response = await edit({
      image: original,
      prompt: "Troque o gato por um cachorro",
      aspect: "9:16",
      transparent: "true",
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ model: "gpt-image-2.6-flare", size: "864x1536" });
    expect(body.images).toHaveLength(1);
    const bytes = Buffer.from(body.images[0].image.split(",")[1], "base64");
    expect(pngAlpha(bytes).hasTransparentPixel).toBe(true);
    expect(fake().requests).toHaveLength(1);
    const sent = fake().requests[0];
    expect(sent.endpoint).toBe("image-edit");
    expect(sent.body).toMatchObject({
      model: "gpt-image-2.6-flare",
      prompt: "Troque o gato por um cachorro",
      size: "1024x1536",
      background: "transparent",
      output_format: "png",
      image: { type: "image/png", size: original.size, head: "89504e470d0a1a0a" },
    });
  });

  it("uses the DALL-E shape for other models", async () => {
    process.env.OPENAI_IMAGE_MODEL = "dall-e-2";
    const response = await edit({ image: original, prompt: "Mais luz" });
    expect(response.status).toBe(200);
    expect(fake().requests[0].body).toMatchObject({ size: "1024x1024", response_format: "b64_json" });
    expect(fake().requests[0].body).not.toHaveProperty("background");
  });

  it.each([
    ["no image", { prompt: "Mais luz" }, 400, "Envie a imagem que deseja editar."],
    [
      "a file that is not an image",
      { prompt: "Mais luz", image: new Blob(["<svg/>"], { type: "image/png" }) },
      400,
      "não é uma imagem PNG, JPEG ou WebP",
    ],
    ["a blank prompt", { prompt: "  ", image: original }, 400, "Por favor, insira uma descrição da imagem"],
    [
      "an unknown proportion",
      { prompt: "Mais luz", aspect: "2:1", image: original },
      400,
      "Escolha uma das proporções",
    ],
    [
      "a file too big",
      {
        prompt: "Mais luz",
        image: new Blob([new Uint8Array(png(8, 8, [1, 2, 3])), new Uint8Array(IMAGE_EDIT_MAX_BYTES)]),
      },
      413,
      "A imagem pode ter no máximo 8 MB.",
    ],
  ])("refuses %s in pt-BR without calling the provider", async (_, fields, status, message) => {
    const error = await errorOf(await edit(fields as Record<string, string | Blob>));
    expect(error.status).toBe(status);
    expect(error.message).toContain(message);
    expect(fake().requests).toHaveLength(0);
  });

  /** The body of a many-parts bomb: 158.275 one-byte fields, 8 MB (built once, sent many times). */
  const bombBodies = new Map<number, Uint8Array>();
  const bombBody = (fields: number) => {
    const part = (index: number) => `--bomb\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`;
    if (!bombBodies.has(fields)) {
      const text = Array.from({ length: fields }, (_, index) => part(index)).join("") + "--bomb--\r\n";
      bombBodies.set(fields, new TextEncoder().encode(text));
    }
    return bombBodies.get(fields)!;
  };

  const bomb = (ip: string, fields = 158_275) => upload(bombBody(fields), ip);

  it("answers a many-parts bomb, two at a time from one address, at once with 400, while health answers", async () => {
    const bombs = [bomb("198.51.100.23"), bomb("198.51.100.23")];
    const [first, second, alive] = await Promise.all([POST(bombs[0].request), POST(bombs[1].request), health()]);
    for (const [index, response] of [first, second].entries()) {
      // Its first part is no field of the form: reading stops there, in the first chunks of the 8 MB.
      expect(await errorOf(response)).toMatchObject({ status: 400, code: "invalid_input" });
      expect(bombs[index].pulled.bytes).toBeLessThan(bombs[index].total / 20);
      expect(bombs[index].total).toBeGreaterThan(8_000_000);
    }
    expect(alive.status).toBe(200);
    expect(fake().requests).toHaveLength(0);
  });

  it("checks the configuration and the rate limit before it waits for the body", async () => {
    for (let i = 0; i < 8; i++) await POST(bomb("198.51.100.24", 10).request);
    // A client that sends its headers and then nothing: refused at once, not held until its body comes.
    const limited = await POST(upload(null, "198.51.100.24").request);
    expect(await errorOf(limited)).toMatchObject({ status: 429, code: "rate_limited" });

    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    resetEnvCache();
    const unconfigured = await POST(upload(null, "198.51.100.25").request);
    expect(await errorOf(unconfigured)).toMatchObject({ status: 503, code: "not_configured" });
  });

  it("logs a client that goes away mid-upload once, as such, and not as a database or unexpected failure", async () => {
    const logged: string[] = [];
    for (const level of ["info", "warn", "error"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    }
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('--cut\r\nContent-Disposition: form-data; name="prompt"\r\n\r\n'));
      },
      pull(controller) {
        // What Node's request stream reports when the client's connection drops.
        controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      },
    });
    const response = await POST(
      new Request("http://127.0.0.1:3000/api/image/edit", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=cut", "x-peer-address": "198.51.100.26" },
        body: stream,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(400);
    expect(logged).toEqual(["[api] o cliente desconectou antes do fim do pedido; nada a responder"]);
    vi.restoreAllMocks();
  });

  it("refuses a JSON body", async () => {
    const response = await POST(
      new Request("http://127.0.0.1:3000/api/image/edit", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(response.status).toBe(415);
  });

  it("answers 405 to other methods", async () => {
    expect(GET().status).toBe(405);
  });
});
