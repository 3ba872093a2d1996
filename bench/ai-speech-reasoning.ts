/**
 * Two figures of issue 14, against the fake OpenAI server (in this process) and production builds:
 *   - time to the first streamed character of POST /api/description with a reasoning model, when the app
 *     sends OPENAI_REASONING_EFFORT=low (the default) and when it sends none (the provider then thinks at
 *     its default, "medium"). The fake models reasoning as a pause before the first word that grows with
 *     the effort (REASONING_MS below): the figure shows what the setting buys, not OpenAI's own latency;
 *   - the Realtime speech overhead: POST /api/speech with a realtime model (WebSocket session, PCM
 *     collected, MP3 encoded) minus the same session opened on the fake directly.
 * Usage: npx tsx bench/ai-speech-reasoning.ts [--requests 40] [--dist .next-bench] [--port 3940]
 */
import { appendFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { startFakeOpenAI } from "../test-support/fakes/openai-server";
import { headers, product, startApp } from "./next-app";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const N = Number(args.get("requests") ?? 40);
const port = Number(args.get("port") ?? 3940);
const dist = args.get("dist") ?? ".next-bench";
/** Modelled thinking time before the first word, by reasoning effort (medium: OpenAI's default). */
const REASONING_MS = { none: 0, minimal: 100, low: 300, medium: 1200, high: 3000 };
const TEXT = "Bom dia! Este é um teste de voz para medir o tempo.";
/** The fake sends a 100 ms delta every 25 ms: audio generated at four times real time. */
const DELTA_PACE_MS = 25;

/** Milliseconds to the first byte of the body and to its end. */
async function timed(url: string, body: unknown) {
  const start = performance.now();
  const response = await fetch(url, { method: "POST", headers: headers(), body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const reader = response.body!.getReader();
  let first: number | undefined;
  for (;;) {
    const { done } = await reader.read();
    if (done) break;
    first ??= performance.now() - start;
  }
  return { first: first ?? NaN, total: performance.now() - start };
}

/** The Realtime session our route opens, made straight to the fake: connect to response.done. */
function directSession(url: string): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, "ws")}/realtime?model=gpt-realtime-2.1-mini`);
    const send = (event: object) => socket.send(JSON.stringify(event));
    socket.on("error", reject);
    socket.on("open", () => {
      const output = { format: { type: "audio/pcm", rate: 24_000 }, voice: "alloy" };
      send({ type: "session.update", session: { type: "realtime", output_modalities: ["audio"], audio: { output } } });
      const content = [{ type: "input_text", text: TEXT }];
      send({ type: "conversation.item.create", item: { type: "message", role: "user", content } });
      send({ type: "response.create" });
    });
    socket.on("message", (raw) => {
      if (JSON.parse(raw.toString()).type !== "response.done") return;
      socket.terminate();
      resolve(performance.now() - start);
    });
  });
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const ms = (value: number) => `${value.toFixed(1)} ms`;
const spread = (values: number[]) => `**${ms(quantile(values, 0.5))}** / ${ms(quantile(values, 0.95))}`;
const pair = (values: number[]) => `${quantile(values, 0.5).toFixed(1)} / ${ms(quantile(values, 0.95))}`;

async function main() {
  const fake = await startFakeOpenAI(port + 5);
  const base = {
    OPENAI_API_KEY: "sk-bench",
    OPENAI_BASE_URL: fake.url,
    OPENAI_CHAT_MODEL: "gpt-6-luna",
    OPENAI_TTS_MODEL: "gpt-realtime-2.1-mini",
  };
  const low = await startApp(port, dist, base);
  const providerDefault = await startApp(port + 1, dist, { ...base, OPENAI_REASONING_EFFORT: "default" });
  try {
    const first: Record<string, number[]> = { low: [], default: [] };
    for (let i = 0; i < N + 3; i++) {
      for (const [name, app] of [
        ["low", low],
        ["default", providerDefault],
      ] as const) {
        fake.queue("chat", { kind: "ok", chunks: 8, reasoningMs: REASONING_MS });
        const { first: value } = await timed(`${app.url}/api/description`, product);
        if (i >= 3) first[name].push(value);
      }
    }
    const chat = fake.requests.filter((request) => request.endpoint === "chat");
    const efforts = [...new Set(chat.map((request) => String(request.body.reasoning_effort ?? "(none)")))];

    const ours: number[] = [];
    const direct: number[] = [];
    for (let i = 0; i < N * 2 + 10; i++) {
      fake.queue("realtime", { kind: "ok", chunkDelayMs: DELTA_PACE_MS });
      const route = (await timed(`${low.url}/api/speech`, { text: TEXT, voice: "alloy" })).total;
      fake.queue("realtime", { kind: "ok", chunkDelayMs: DELTA_PACE_MS });
      const straight = await directSession(fake.url);
      if (i >= 10) {
        ours.push(route);
        direct.push(straight);
      }
    }

    const modelled = Object.entries(REASONING_MS)
      .map(([effort, value]) => `${effort} ${value} ms`)
      .join(", ");
    const audioSeconds = (TEXT.length * 0.05).toFixed(2);
    const overhead = quantile(ours, 0.5) - quantile(direct, 0.5);
    const today = new Date().toISOString().slice(0, 10);
    const report = [
      "",
      `## Reasoning effort and Realtime speech (bench/ai-speech-reasoning.bench.sh), ${today}`,
      "",
      `Production builds on 127.0.0.1:${port} and :${port + 1}, fake OpenAI in the bench process. Machine:`,
      `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, Node ${process.versions.node}.`,
      `The fake pauses before the first word by effort (modelled: ${modelled});`,
      `efforts it received: ${efforts.join(", ")}.`,
      "",
      "| POST /api/description, gpt-6-luna | first streamed character, median / p95 |",
      "|---|---|",
      `| OPENAI_REASONING_EFFORT=low (default): sends \`reasoning_effort: "low"\` | ${spread(first.low)} |`,
      `| OPENAI_REASONING_EFFORT=default: sends none (the provider's default, medium) | ${spread(first.default)} |`,
      "",
      `Realtime speech, ${ours.length} calls of ${TEXT.length} characters (${audioSeconds} s of audio, one 100 ms`,
      `delta every ${DELTA_PACE_MS} ms), median / p95, overhead at the median:`,
      "",
      "| build | straight to the fake | through POST /api/speech | overhead |",
      "|---|---|---|---|",
      `| ${dist} | ${pair(direct)} | ${pair(ours)} | **${ms(overhead)}** |`,
      "",
    ].join("\n");
    console.log(report);
    if (args.get("append") !== "no") appendFileSync(path.join(__dirname, "history.md"), report);
  } finally {
    low.stop();
    providerDefault.stop();
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
