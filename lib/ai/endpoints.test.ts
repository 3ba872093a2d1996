import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as describeProduct } from "@/app/api/description/route";
import { POST as generateImage } from "@/app/api/image/route";
import { POST as speak } from "@/app/api/speech/route";
import { startFakeOpenAI, type FakeOpenAI } from "@/test-support/fakes/openai-server";
import { readStream, withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { jsonRequest } from "@/test-support/requests";

/** OPENAI_TTS_* and OPENAI_IMAGE_* send speech and images to their own servers; text stays on the main one. */
const main = withFakeOpenAI({
  OPENAI_CHAT_MODEL: "gpt-4.1-mini",
  OPENAI_TTS_MODEL: "gpt-4o-mini-tts",
  OPENAI_IMAGE_MODEL: "dall-e-3",
});
let local: FakeOpenAI;
beforeAll(async () => {
  local = await startFakeOpenAI();
});
afterAll(() => local.close());

const product = {
  productName: "Tênis",
  mainFeatures: "leve",
  targetAudience: "corredores",
  priceRange: "R$ 399",
  tone: "casual",
};
const describeIt = async () => readStream(await describeProduct(jsonRequest("/api/description", product)));
const speakIt = () => speak(jsonRequest("/api/speech", { text: "Olá", voice: "echo" }));
const imageIt = () => generateImage(jsonRequest("/api/image", { prompt: "Um farol" }));
const endpoints = (fake: FakeOpenAI) => fake.requests.map((request) => request.endpoint);

describe("one endpoint per capability", () => {
  it("sends speech to OPENAI_TTS_BASE_URL without the main key, and text to the main server", async () => {
    local.reset();
    process.env.OPENAI_TTS_BASE_URL = local.url;
    expect((await speakIt()).headers.get("x-speech-engine")).toBe("audio-speech");
    expect((await describeIt()).text).toContain('"versions"');
    expect(endpoints(local)).toEqual(["speech"]);
    expect(local.requests[0].authorization).toBe("Bearer sem-chave");
    expect(endpoints(main())).toEqual(["chat"]);
  });

  it("opens Realtime sessions on the speech server, with the speech key", async () => {
    local.reset();
    Object.assign(process.env, { OPENAI_TTS_BASE_URL: local.url, OPENAI_TTS_API_KEY: "sk-speech" });
    process.env.OPENAI_TTS_MODEL = "gpt-realtime-2.1-mini";
    expect((await speakIt()).status).toBe(200);
    expect(local.requests).toMatchObject([{ endpoint: "realtime", authorization: "Bearer sk-speech" }]);
    expect(main().requests).toHaveLength(0);
  });

  it("sends images to OPENAI_IMAGE_BASE_URL with OPENAI_IMAGE_API_KEY", async () => {
    local.reset();
    Object.assign(process.env, { OPENAI_IMAGE_BASE_URL: local.url, OPENAI_IMAGE_API_KEY: "sk-images" });
    expect((await imageIt()).status).toBe(200);
    expect(local.requests).toMatchObject([{ endpoint: "image", authorization: "Bearer sk-images" }]);
    expect(main().requests).toHaveLength(0);
  });

  it("uses a capability's own key on the main server when only the key is set", async () => {
    process.env.OPENAI_TTS_API_KEY = "sk-speech";
    expect((await speakIt()).status).toBe(200);
    expect(main().requests).toMatchObject([{ endpoint: "speech", authorization: "Bearer sk-speech" }]);
  });

  it("with only a local speech server, speaks through it; text and images say they are not configured", async () => {
    local.reset();
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    process.env.OPENAI_TTS_BASE_URL = local.url;
    expect((await speakIt()).headers.get("x-speech-engine")).toBe("audio-speech");
    expect((await describeProduct(jsonRequest("/api/description", product))).status).toBe(503);
    expect((await imageIt()).status).toBe(503);
    expect(endpoints(local)).toEqual(["speech"]);
  });
});
