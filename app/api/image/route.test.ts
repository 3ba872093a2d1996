import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { rateLimits } from "@/lib/http/limits";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { pngAlpha } from "@/test-support/fakes/png";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { GET, POST } from "./route";

const fake = withFakeOpenAI({ OPENAI_IMAGE_MODEL: "gpt-image-2.6-flare" });
afterEach(() => {
  delete process.env.IMAGE_MAX_CONCURRENT;
});
const input = {
  prompt: "Um gato astronauta",
  aspect: "9:16",
  transparent: true,
  n: 2,
  quality: "hd",
  style: "natural",
};
const post = (body: unknown = input) => POST(jsonRequest("/api/image", body));
const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");

describe("POST /api/image", () => {
  it("asks GPT-image for 9:16 + transparent + 2 as one request of 1024x1536 and delivers two 864x1536 transparent PNGs", async () => {
    const response = await post();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ model: "gpt-image-2.6-flare", size: "864x1536" });
    expect(body.images).toHaveLength(2);
    for (const { image } of body.images) {
      expect(image).toMatch(/^data:image\/png;base64,/);
      expect(pngAlpha(bytesOf(image))).toEqual({ colorType: 6, hasTransparentPixel: true });
      expect(await sharp(bytesOf(image)).metadata()).toMatchObject({ width: 864, height: 1536 });
    }
    expect(fake().requests).toHaveLength(1);
    const sent = fake().requests[0].body;
    expect(sent).toMatchObject({
      model: "gpt-image-2.6-flare",
      n: 2,
      size: "1024x1536",
      background: "transparent",
      output_format: "png",
      quality: "high",
    });
    expect(sent).not.toHaveProperty("style");
    expect(sent).not.toHaveProperty("response_format");
    expect(String(sent.prompt)).toContain("Um gato astronauta");
    expect(String(sent.prompt)).toContain("Estilo natural");
  });

  it("falls back to one image per request when the server refuses n > 1", async () => {
    fake().queue("image", { kind: "error", status: 400, param: "n", type: "invalid_request_error" });
    const body = await (await post({ ...input, n: 3 })).json();
    expect(body.images).toHaveLength(3);
    expect(fake().requests.map((r) => r.body.n)).toEqual([3, 1, 1, 1]);
    expect(
      fake()
        .requests.slice(1)
        .every((r) => r.body.background === "transparent"),
    ).toBe(true);
  });

  it("says in pt-BR when the server refuses transparency, instead of an opaque image", async () => {
    fake().queue("image", { kind: "error", status: 400, param: "background", type: "invalid_request_error" });
    expect(await errorOf(await post())).toMatchObject({
      status: 400,
      code: "invalid_input",
      message: expect.stringContaining('Desmarque "Fundo transparente"'),
    });
  });

  it("sends the DALL-E shape (unknown compatible servers) n requests of one image, with its own sizes", async () => {
    process.env.OPENAI_IMAGE_MODEL = "dall-e-3";
    const response = await post({ ...input, transparent: false });
    const body = await response.json();
    expect(body).toMatchObject({ model: "dall-e-3", size: "1008x1792" });
    expect(body.images).toHaveLength(2);
    expect(body.images[0]).toMatchObject({ revisedPrompt: "Revisado: Um gato astronauta" });
    expect(fake().requests).toHaveLength(2);
    for (const request of fake().requests) {
      expect(request.body).toEqual({
        model: "dall-e-3",
        prompt: "Um gato astronauta",
        n: 1,
        size: "1024x1792",
        quality: "hd",
        style: "natural",
        response_format: "b64_json",
      });
    }
  });

  it("refuses transparency on the DALL-E shape before calling the provider", async () => {
    process.env.OPENAI_IMAGE_MODEL = "dall-e-3";
    expect(await errorOf(await post())).toMatchObject({
      status: 400,
      message: expect.stringContaining("transparente"),
    });
    expect(fake().requests).toHaveLength(0);
  });

  it("uses the defaults 1:1, opaque, one image, standard and vivid", async () => {
    const body = await (await post({ prompt: "Um farol" })).json();
    expect(body.images).toHaveLength(1);
    expect(fake().requests[0].body).toMatchObject({ size: "1024x1024", n: 1, quality: "medium" });
    expect(fake().requests[0].body).not.toHaveProperty("background");
  });

  it.each([
    [
      "the content policy",
      { kind: "error", status: 400, code: "content_policy_violation" },
      1,
      400,
      "política de conteúdo",
    ],
    ["an unknown model", { kind: "error", status: 404, code: "model_not_found" }, 1, 502, "modelo de IA configurado"],
    ["a refused key", { kind: "error", status: 401, code: "invalid_api_key" }, 1, 502, "chave"],
    ["exhausted quota", { kind: "error", status: 429, code: "insufficient_quota" }, 2, 502, "crédito"],
    ["a malformed answer", { kind: "malformed" }, 1, 502, "formato inesperado"],
  ] as const)("maps %s to the error envelope", async (_, scenario, times, status, message) => {
    fake().queue("image", scenario, times);
    const error = await errorOf(await post());
    expect(error.status).toBe(status);
    expect(error.message).toContain(message);
  });

  it("answers 504 after the image timeout", async () => {
    process.env.OPENAI_IMAGE_TIMEOUT_MS = "250";
    fake().queue("image", { kind: "hang" }, 2);
    expect(await errorOf(await post())).toMatchObject({ status: 504, code: "upstream_timeout" });
    expect(fake().requests).toHaveLength(2);
  });

  it.each([
    ["a blank prompt", { prompt: " " }, "Por favor, insira uma descrição da imagem"],
    ["a prompt over 1000", { prompt: "x".repeat(1001) }, "A descrição pode ter no máximo 1000 caracteres"],
    ["n 0", { n: 0 }, "Escolha de 1 a 4 imagens"],
    ["n 5", { n: 5 }, "Escolha de 1 a 4 imagens"],
    ["n 1.5", { n: 1.5 }, "Escolha de 1 a 4 imagens"],
    ["n as text", { n: "2" }, "Escolha de 1 a 4 imagens"],
    ["an unknown proportion", { aspect: "3:2" }, "Escolha uma das proporções: 1:1, 4:5, 9:16 ou 16:9"],
    ["transparent as text", { transparent: "sim" }, 'Marque ou desmarque "Fundo transparente"'],
    ["an unknown style", { style: "anime" }, "Escolha uma das opções disponíveis"],
  ])("refuses %s with a pt-BR 400", async (_, change, message) => {
    expect(await errorOf(await post({ ...input, ...change }))).toEqual({ status: 400, code: "invalid_input", message });
    expect(fake().requests).toHaveLength(0);
  });

  it("counts images against the per-client limit: n 4 costs 4", async () => {
    expect(rateLimits.image.points).toBe(8);
    expect((await post({ ...input, n: 4 })).status).toBe(200);
    expect((await post({ ...input, n: 4 })).status).toBe(200);
    expect(await errorOf(await post({ ...input, n: 1 }))).toMatchObject({ status: 429, code: "rate_limited" });
  });

  it("answers 503 with Retry-After at once when this instance's image calls are all taken", async () => {
    process.env.IMAGE_MAX_CONCURRENT = "3";
    fake().queue("image", { kind: "ok", delayMs: 300 });
    const first = post({ ...input, n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const second = await POST(
      jsonRequest("/api/image", { ...input, n: 2 }, { headers: { "x-peer-address": "203.0.113.8" } }),
    );
    expect(Date.now() - started).toBeLessThan(200);
    expect(second.headers.get("retry-after")).toBe("10");
    expect(await errorOf(second)).toMatchObject({ status: 503, code: "service_unavailable" });
    expect((await first).status).toBe(200);
    // The slots come back when the first request ends.
    expect((await post({ prompt: "Um farol", n: 3 })).status).toBe(200);
  });

  it("answers 503 when no provider is configured", async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    expect(await errorOf(await post())).toMatchObject({ status: 503, code: "not_configured" });
  });

  it("answers 405 to other methods", async () => {
    expect(GET().status).toBe(405);
  });
});
