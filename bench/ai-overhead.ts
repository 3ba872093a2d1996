/**
 * What our AI layer adds on top of the upstream. Starts the fake OpenAI server in this process and a
 * production build (`npm start`: server.mjs) on 127.0.0.1, then, request by request, compares:
 *   - overhead: time of a whole call through our route minus the same call made to the fake directly
 *     (POST /api/description streamed, /api/speech, /api/image), at the median and p95;
 *   - first byte: for /api/description, the time to the first body byte through our route minus the
 *     time to the first text chunk straight from the fake, with the fake pausing before each chunk.
 * Usage: npx tsx bench/ai-overhead.ts [--requests 200] [--dist .next-bench] [--port 3930]
 */
import { appendFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFakeOpenAI } from "../test-support/fakes/openai-server";
import { headers, product, startApp } from "./next-app";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const N = Number(args.get("requests") ?? 200);
const WARMUP = 20;
const port = Number(args.get("port") ?? 3930);
const fakePort = port + 1;
const dist = args.get("dist") ?? ".next-bench";
const app = `http://127.0.0.1:${port}`;

async function timed(url: string, body: unknown, extraHeaders: Record<string, string> = {}) {
  const start = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { ...headers(), ...extraHeaders },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const reader = response.body!.getReader();
  let firstByte: number | undefined;
  let firstText: number | undefined;
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    firstByte ??= performance.now() - start;
    // Straight from the fake the first SSE events carry no text; find the first that does.
    if (firstText === undefined && /"content":"[^"]/.test(decoder.decode(value, { stream: true })))
      firstText = performance.now() - start;
  }
  return { total: performance.now() - start, firstByte: firstByte ?? NaN, firstText: firstText ?? firstByte ?? NaN };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const fake = await startFakeOpenAI(fakePort);
  const { stop } = await startApp(port, dist, {
    TRUST_PROXY_HOPS: "1", // the X-Forwarded-For of each call stands for a proxy's, so each is a new client
    OPENAI_API_KEY: "sk-bench",
    OPENAI_BASE_URL: fake.url,
    OPENAI_CHAT_MODEL: "gpt-4.1-mini",
    OPENAI_TTS_MODEL: "gpt-4o-mini-tts",
    OPENAI_IMAGE_MODEL: "dall-e-3",
  });
  try {
    const chatBody = {
      model: "gpt-4.1-mini",
      messages: [{ role: "user", content: "x" }],
      temperature: 0.7,
      max_tokens: 500,
      stream: true,
    };
    const cases = [
      {
        name: "POST /api/description (streamed)",
        ours: () => timed(`${app}/api/description`, product),
        direct: () => timed(`${fake.url}/chat/completions`, chatBody),
      },
      {
        name: "POST /api/speech",
        ours: () => timed(`${app}/api/speech`, { text: "Olá, mundo!", voice: "alloy" }),
        direct: () =>
          timed(`${fake.url}/audio/speech`, { model: "gpt-4o-mini-tts", voice: "alloy", input: "Olá, mundo!" }),
      },
      {
        name: "POST /api/image",
        ours: () => timed(`${app}/api/image`, { prompt: "Um farol" }),
        direct: () =>
          timed(`${fake.url}/images/generations`, {
            model: "dall-e-3",
            prompt: "Um farol",
            n: 1,
            response_format: "b64_json",
          }),
      },
    ];

    const rows: string[] = [];
    for (const test of cases) {
      for (let i = 0; i < WARMUP; i++) {
        await test.ours();
        await test.direct();
      }
      const ours: number[] = [];
      const direct: number[] = [];
      for (let i = 0; i < N; i++) {
        // Interleaved, so drift on a shared machine hits both sides alike.
        ours.push((await test.ours()).total);
        direct.push((await test.direct()).total);
      }
      const median = quantile(ours, 0.5) - quantile(direct, 0.5);
      const p95 = quantile(ours, 0.95) - quantile(direct, 0.95);
      rows.push(
        `| ${test.name} | ${ms(quantile(direct, 0.5))} / ${ms(quantile(direct, 0.95))} | ${ms(quantile(ours, 0.5))} / ${ms(quantile(ours, 0.95))} | **${ms(median)}** / ${ms(p95)} |`,
      );
    }

    // First byte: the fake waits 100 ms before each text chunk; compare when text reaches the client.
    const firstOurs: number[] = [];
    const firstDirect: number[] = [];
    const FIRST = Math.min(N, 60);
    for (let i = 0; i < FIRST; i++) {
      fake.queue("chat", { kind: "ok", chunks: 4, chunkDelayMs: 100 });
      firstOurs.push((await timed(`${app}/api/description`, product)).firstByte);
      fake.queue("chat", { kind: "ok", chunks: 4, chunkDelayMs: 100 });
      firstDirect.push((await timed(`${fake.url}/chat/completions`, chatBody)).firstText);
    }
    const lag = firstOurs.map((value, i) => value - firstDirect[i]);

    const report = [
      "",
      `## AI layer overhead (bench/ai-overhead.bench.sh), ${new Date().toISOString().slice(0, 10)}`,
      "",
      `Production build on 127.0.0.1:${port}, fake OpenAI in the bench process, ${N} sequential calls per row after ${WARMUP} warm-up calls,`,
      `interleaved with the same call made to the fake directly. Machine: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, Node ${process.versions.node}.`,
      "",
      "| call | upstream direct, median / p95 | through our route, median / p95 | overhead, median / p95 |",
      "|---|---|---|---|",
      ...rows,
      "",
      `First streamed byte of /api/description after the upstream's first text chunk (fake pauses 100 ms per chunk, ${FIRST} calls):`,
      `median **${ms(quantile(lag, 0.5))}**, p95 ${ms(quantile(lag, 0.95))} (targets: overhead < 10 ms median, first byte within 50 ms).`,
      "",
    ].join("\n");
    console.log(report);
    if (args.get("append") !== "no") appendFileSync(path.join(__dirname, "history.md"), report);
  } finally {
    stop();
    await fake.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
