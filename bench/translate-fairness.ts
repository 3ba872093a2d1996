/**
 * Fair model use between document jobs and sentences (issue 49 part 5): three accounts each start a
 * 250.000-character file as a background job (POST /api/translate/document, Prefer: respond-async), and while
 * they run a fourth account translates a sentence every few seconds (POST /api/translate). The fake
 * OpenAI-compatible server answers every call after the same delay (the model's own time), so what a sentence
 * waits beyond that delay is what the documents cost it. Also prints the most model calls in flight at once,
 * and the documents' progress. Usage: npx tsx bench/translate-fairness.ts [--dist .next-bench] [--port 20250]
 * [--delay 1000] [--sentences 8]
 */
import { startFakeOpenAI } from "../test-support/fakes/openai-server";
import { signIn, startApp } from "./next-app";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const port = Number(args.get("port") ?? 20250);
const dist = args.get("dist") ?? ".next-bench";
const delayMs = Number(args.get("delay") ?? 1000);
const sentences = Number(args.get("sentences") ?? 8);
const app = `http://127.0.0.1:${port}`;

/** 250 paragraphs of 990 characters: just under the 250.000-character cap, 125 model calls. */
const FILE = Array.from({ length: 250 }, (_, i) => `${String(i).padStart(3, "0")} ${"Hello world. ".repeat(77)}`)
  .map((paragraph) => paragraph.slice(0, 990))
  .join("\n\n");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

async function startDocument(cookie: string, name: string): Promise<string> {
  const form = new FormData();
  form.set("target", "pt-BR");
  form.set("source", "en");
  form.set("file", new Blob([FILE]), name);
  const response = await fetch(`${app}/api/translate/document`, {
    method: "POST",
    body: form,
    headers: { cookie, prefer: "respond-async" },
  });
  if (response.status !== 202) throw new Error(`document: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function progress(cookie: string, id: string) {
  const response = await fetch(`${app}/api/translate/document/${id}`, { headers: { cookie } });
  return (await response.json()) as { status: string; progress: { done: number; total: number } };
}

async function sentence(cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${app}/api/translate`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ text: "Good morning, my name is Ana.", target: "pt-BR", source: "en" }),
  });
  if (!response.ok) throw new Error(`sentence: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

async function main() {
  const fake = await startFakeOpenAI(port + 1);
  fake.queue("chat", { kind: "translation", mode: "good", delayMs }, 5_000);
  const { stop } = await startApp(port, dist, {
    TRUST_PROXY_HOPS: "1",
    OPENAI_API_KEY: "sk-bench",
    OPENAI_BASE_URL: fake.url,
    OPENAI_CHAT_MODEL: "gpt-4.1-mini",
  });
  // The most calls the fake is answering at once, sampled from its recorded requests and their delay.
  let inFlight = 0;
  let most = 0;
  const seen = { count: 0 };
  const sampler = setInterval(() => {
    const now = fake.requests.length;
    for (; seen.count < now; seen.count++) {
      inFlight++;
      most = Math.max(most, inFlight);
      setTimeout(() => inFlight--, delayMs);
    }
  }, 20);
  try {
    const reader = await signIn(app);
    const warm = await sentence(reader); // compiles the routes' first requests
    const accounts = await Promise.all([signIn(app), signIn(app), signIn(app)]);
    const jobs = await Promise.all(accounts.map((cookie, i) => startDocument(cookie, `manual-${i + 1}.txt`)));
    for (;;) {
      const states = await Promise.all(jobs.map((id, i) => progress(accounts[i], id)));
      if (states.every((state) => state.progress.total > 0)) break;
      await sleep(200);
    }
    const times: number[] = [];
    for (let i = 0; i < sentences; i++) {
      times.push(await sentence(reader));
      await sleep(1_500);
    }
    const states = await Promise.all(jobs.map((id, i) => progress(accounts[i], id)));
    const over = times.map((time) => time - delayMs);
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`model time per call: ${delayMs} ms; warm-up sentence ${s(warm)}`);
    console.log(
      `3 documents of ${FILE.length.toLocaleString("pt-BR")} characters as jobs, then ${sentences} sentences`,
    );
    console.log(
      `documents: ${states.map((state) => `${state.status} ${state.progress.done}/${state.progress.total}`).join(", ")}`,
    );
    console.log(`sentence beyond its model time: median ${s(median(over))}, max ${s(Math.max(...over))}`);
    console.log(
      `most model calls in flight at once: ${most} (sampled every 20 ms: a call may count up to 20 ms past its end)`,
    );
    await Promise.all(
      jobs.map((id, i) =>
        fetch(`${app}/api/translate/document/${id}`, { method: "DELETE", headers: { cookie: accounts[i] } }),
      ),
    );
  } finally {
    clearInterval(sampler);
    stop();
    await fake.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
