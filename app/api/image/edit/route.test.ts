import { describe, expect, it } from "vitest";
import { IMAGE_EDIT_MAX_BYTES } from "@/lib/ai/image";
import { errorOf } from "@/test-support/requests";
import { png, pngAlpha, transparentPng } from "@/test-support/fakes/png";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { GET, POST } from "./route";

const fake = withFakeOpenAI({ OPENAI_IMAGE_MODEL: "gpt-image-2.6-flare" });

function edit(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return POST(
    new Request("http://127.0.0.1:3000/api/image/edit", {
      method: "POST",
      headers: { "x-peer-address": "203.0.113.9" },
      body: form,
    }),
  );
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
