/**
 * Speech calls per request: the texts of issue 44 are planned and spoken as POST /api/speech does (planSpeech +
 * synthesizeSpeech, with captions and without) against the local stand-in of OpenAI (test-support/fakes), which
 * counts the /v1/audio/speech requests it gets. Prints one line per text: characters, parts, calls, seconds.
 * Usage: npx tsx --conditions=react-server bench/speech-calls.ts   (bash bench/speech-calls.bench.sh)
 */
import { planSpeech, synthesizeSpeech } from "@/lib/ai/speech";
import { ApiError } from "@/lib/http/api-error";
import { startFakeOpenAI } from "@/test-support/fakes/openai-server";
import { prose } from "@/test-support/prose";

/** `turns` alternating lines of two voices, `length` characters in all. */
const script = (turns: number, length: number) =>
  Array.from({ length: turns }, (_, i) => `${i % 2 ? "onyx" : "nova"}: ${prose(Math.floor(length / turns) - 7)}`).join(
    "\n",
  );

const cases: [string, string, boolean][] = [
  ["4.000 characters of prose, captions", prose(4000), true],
  ["4.000 characters of prose, no captions", prose(4000), false],
  ["40-turn two-voice script, 4.000 characters, captions", script(40, 4000), true],
  ["400-line two-voice script, captions", script(400, 4000), true],
];

async function main() {
  const fake = await startFakeOpenAI();
  process.env.OPENAI_API_KEY = "sk-bench";
  process.env.OPENAI_BASE_URL = fake.url;
  process.env.OPENAI_TTS_MODEL = "gpt-4o-mini-tts";
  for (const [name, text, captions] of cases) {
    fake.reset();
    const input = { text, voice: "alloy" as const, speed: 1, ...(captions ? { captions: "srt" as const } : {}) };
    const started = performance.now();
    let outcome: string;
    try {
      const plan = planSpeech(input, [], captions);
      const options = { signal: new AbortController().signal, release: () => {}, stallMs: 600_000 };
      const speech = await synthesizeSpeech(plan, input, { ...options, captions: input.captions });
      await new Response(speech.body).arrayBuffer();
      outcome = `${plan.units.length} parts`;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcome = `${error.status}: ${error.message.slice(0, 60)}...`;
    }
    const calls = fake.requests.filter((request) => request.endpoint === "speech").length;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${name} (${text.length} chars): ${calls} speech calls, ${outcome}, ${seconds} s`);
  }
  await fake.close();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
