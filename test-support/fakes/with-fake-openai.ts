import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "./openai-server";

const managed = [
  ...["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_TTS_API_KEY", "OPENAI_TTS_BASE_URL"],
  ...["OPENAI_IMAGE_API_KEY", "OPENAI_IMAGE_BASE_URL", "OPENAI_CHAT_MODEL", "OPENAI_TTS_MODEL", "OPENAI_IMAGE_MODEL"],
  ...["OPENAI_REASONING_EFFORT", "OPENAI_TEXT_TIMEOUT_MS", "OPENAI_IMAGE_TIMEOUT_MS"],
];

/**
 * One fake OpenAI-compatible server for the test file, reached through the real SDK: each test starts
 * with a configured key and base URL (plus `env`), an empty queue and no recorded requests.
 */
export function withFakeOpenAI(env: Record<string, string> = {}): () => FakeOpenAI {
  let fake: FakeOpenAI | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake!.reset();
    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_BASE_URL = fake!.url;
    Object.assign(process.env, env);
  });
  afterEach(() => {
    for (const name of managed) delete process.env[name];
  });
  return () => fake!;
}

/** Reads a streamed body to its end, returning the text received and the error that ended it, if any. */
export async function readStream(response: Response): Promise<{ text: string; error?: unknown; chunks: number }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let chunks = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { text, chunks };
      chunks++;
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    return { text, error, chunks };
  }
}
