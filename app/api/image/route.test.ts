import { describe, expect, it } from "vitest";
import { rateLimits } from "@/lib/http/limits";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { GET, POST } from "./route";

const fake = withFakeOpenAI({ OPENAI_IMAGE_MODEL: "dall-e-3" });
const input = { prompt: "Um gato astronauta", size: "1024x1792", quality: "hd", style: "natural" };
const post = (body: unknown = input) => POST(jsonRequest("/api/image", body));

describe("POST /api/image", () => {
  it("asks DALL-E for base64 with size, quality and style, and returns the revised prompt", async () => {
    const response = await post();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(body).toMatchObject({ revisedPrompt: "Revisado: Um gato astronauta", model: "dall-e-3" });
    expect(fake().requests[0].body).toEqual({
      model: "dall-e-3",
      prompt: "Um gato astronauta",
      n: 1,
      size: "1024x1792",
      quality: "hd",
      style: "natural",
      response_format: "b64_json",
    });
  });

  it("maps the choices onto a GPT-image model (its sizes and qualities, no style or response_format)", async () => {
    process.env.OPENAI_IMAGE_MODEL = "gpt-image-2.5-flare";
    const response = await post();
    const body = await response.json();
    expect(body.image).toMatch(/^data:image\/png;base64,/);
    expect(body.model).toBe("gpt-image-2.5-flare");
    expect(body).not.toHaveProperty("revisedPrompt");
    const sent = fake().requests[0].body;
    expect(sent).toMatchObject({ model: "gpt-image-2.5-flare", n: 1, size: "1024x1536", quality: "high" });
    expect(sent).not.toHaveProperty("style");
    expect(sent).not.toHaveProperty("response_format");
    expect(String(sent.prompt)).toContain("Um gato astronauta");
    expect(String(sent.prompt)).toContain("Estilo natural");
  });

  it("uses the defaults 1024x1024, standard and vivid", async () => {
    await (await post({ prompt: "Um farol" })).json();
    expect(fake().requests[0].body).toMatchObject({ size: "1024x1024", quality: "standard", style: "vivid" });
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

  it("validates with SPEC's message", async () => {
    expect(await errorOf(await post({ ...input, prompt: " " }))).toEqual({
      status: 400,
      code: "invalid_input",
      message: "Por favor, insira uma descrição",
    });
    expect(await errorOf(await post({ ...input, size: "512x512" }))).toMatchObject({
      status: 400,
      code: "invalid_input",
    });
    expect(await errorOf(await post({ ...input, style: "anime" }))).toMatchObject({
      status: 400,
      code: "invalid_input",
    });
    expect(fake().requests).toHaveLength(0);
  });

  it("limits each IP", async () => {
    for (let i = 0; i < rateLimits.image.points; i++) expect((await post()).status).toBe(200);
    expect(await errorOf(await post())).toMatchObject({ status: 429, code: "rate_limited" });
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
