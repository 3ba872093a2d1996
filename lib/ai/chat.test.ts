import { describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { completeChat } from "./chat";
import { aiConfigured } from "./client";

const fake = withFakeOpenAI();
const ask = (model = "gpt-4.1-mini") =>
  completeChat({ model, messages: [{ role: "user", content: "Traduza: hello" }], temperature: 0, maxTokens: 50 });

describe("completeChat", () => {
  it("returns the trimmed answer of a classic model, with temperature and max_tokens", async () => {
    fake().queue("chat", { kind: "ok", content: "  olá \n" });
    expect(await ask()).toBe("olá");
    expect(fake().requests[0].body).toMatchObject({ temperature: 0, max_tokens: 50 });
    expect(fake().requests[0].body).not.toHaveProperty("stream", true);
  });

  it("sends reasoning models max_completion_tokens only", async () => {
    fake().queue("chat", { kind: "ok", content: "olá" });
    expect(await ask("gpt-6-luna")).toBe("olá");
    expect(fake().requests).toHaveLength(1);
    expect(fake().requests[0].body).not.toHaveProperty("temperature");
    expect(fake().requests[0].body).toHaveProperty("max_completion_tokens");
  });

  it("asks reasoning models for a low reasoning effort by default, and for the configured one", async () => {
    await ask("gpt-6-luna");
    process.env.OPENAI_REASONING_EFFORT = "minimal";
    resetEnvCache();
    await ask("o4-mini");
    expect(fake().requests.map((request) => request.body.reasoning_effort)).toEqual(["low", "minimal"]);
  });

  it("leaves the effort out for classic models and when configured as default", async () => {
    await ask("gpt-4.1-mini");
    process.env.OPENAI_REASONING_EFFORT = "default";
    resetEnvCache();
    await ask("gpt-6-luna");
    for (const request of fake().requests) expect(request.body).not.toHaveProperty("reasoning_effort");
  });

  it("retries once without the effort when the model refuses it", async () => {
    const message = "Unsupported value: 'reasoning_effort' does not support 'low' with this model.";
    fake().queue("chat", { kind: "error", status: 400, message });
    expect(await ask("o1-mini")).toContain("Resposta simulada");
    expect(fake().requests.map((request) => request.body.reasoning_effort)).toEqual(["low", undefined]);
  });

  it("turns an empty answer into a malformed-answer ApiError", async () => {
    fake().queue("chat", { kind: "malformed" });
    await expect(ask()).rejects.toMatchObject({
      code: "upstream_error",
      message: expect.stringContaining("formato inesperado"),
    });
  });

  it("turns provider failures into ApiErrors", async () => {
    fake().queue("chat", { kind: "error", status: 401 });
    const error = await ask().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: expect.stringContaining("chave") });
  });

  it("says not configured without a key or base URL, and accepts a keyless compatible server", async () => {
    delete process.env.OPENAI_API_KEY;
    expect(aiConfigured()).toBe(true);
    expect(await ask()).toContain("Resposta simulada");
    expect(fake().requests[0].authorization).toBe("Bearer sem-chave");
    delete process.env.OPENAI_BASE_URL;
    resetEnvCache();
    await expect(ask()).rejects.toMatchObject({ code: "not_configured", status: 503 });
  });
});
