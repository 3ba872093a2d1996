/**
 * Time to translate a 20.000-character .docx, as the page does it: one POST /api/translate/document from a
 * signed-in account, against the fake OpenAI-compatible server answering the translator's structured output
 * (test-support/fakes/translator.ts). Runs with the fake answering at once (what the site adds: reading the
 * ZIP and XML, blocks, checks, writing the file back) and after a fixed delay per answer (a stand-in for the
 * model's own time), then times reading and writing the same .docx in-process (the part that holds the
 * event loop). Usage: npx tsx bench/translate-document.ts [--dist .next-bench] [--port 20240] [--delay 1000]
 */
import { startFakeOpenAI } from "../test-support/fakes/openai-server";
import { buildDocx } from "../test-support/docx";
import { readDocument } from "../lib/translate/documents";
import { signIn as signInAt, startApp } from "./next-app";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const port = Number(args.get("port") ?? 20240);
const dist = args.get("dist") ?? ".next-bench";
const delayMs = Number(args.get("delay") ?? 1000);
const app = `http://127.0.0.1:${port}`;
const RUNS = 5;
const signIn = () => signInAt(app);

/** 100 paragraphs of 200 characters, each with a bold and an italic run: 20.000 characters of text. */
function document20k(): Uint8Array {
  const sentence = "Hello world, the bank is open and my name is on the first line of this paragraph. ";
  return buildDocx(
    Array.from({ length: 100 }, (_, i) => {
      const body = `${String(i + 1).padStart(3, "0")} ${sentence.repeat(3)}`.slice(0, 187);
      return {
        runs: [
          { text: body.slice(0, 100) },
          { text: "bold text ", bold: true },
          { text: body.slice(100) + "!!" },
          { text: "i", italic: true },
        ],
      };
    }).map((paragraph, i) => (i % 10 === 0 ? { ...paragraph, style: "Heading1" } : paragraph)),
  );
}

async function translate(docx: Uint8Array, cookie: string): Promise<number> {
  const form = new FormData();
  form.set("target", "pt-BR");
  form.set("source", "en");
  form.set("file", new Blob([new Uint8Array(docx)]), "ficha.docx");
  const started = performance.now();
  const response = await fetch(`${app}/api/translate/document`, { method: "POST", body: form, headers: { cookie } });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const docx = document20k();
  const parsed = readDocument("docx", docx);
  const fake = await startFakeOpenAI(port + 1);
  const { stop } = await startApp(port, dist, {
    TRUST_PROXY_HOPS: "1",
    OPENAI_API_KEY: "sk-bench",
    OPENAI_BASE_URL: fake.url,
    OPENAI_CHAT_MODEL: "gpt-4.1-mini",
    TRANSLATE_DAILY_CHARS: "10000000",
  });
  try {
    // One account per run: an account may send 5 files per 10 minutes.
    await translate(docx, await signIn()); // warm-up: compiles the route's first request
    console.log(
      `.docx: ${docx.length.toLocaleString("pt-BR")} bytes, ${parsed.chars.toLocaleString("pt-BR")} characters, ${parsed.segments.length} paragraphs`,
    );
    console.log("| fake's time per answer | model calls | median of 5 (min-max) |");
    console.log("|---|---|---|");
    for (const delay of [0, delayMs]) {
      const times: number[] = [];
      let calls = 0;
      for (let run = 0; run < RUNS; run++) {
        const cookie = await signIn();
        fake.reset();
        if (delay) fake.queue("chat", { kind: "translation", mode: "good", delayMs: delay }, 100);
        times.push(await translate(docx, cookie));
        calls = fake.requests.length;
      }
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      console.log(
        `| ${delay} ms | ${calls} | ${s(median(times))} (${s(Math.min(...times))}-${s(Math.max(...times))}) |`,
      );
    }
    const cpu: number[] = [];
    for (let run = 0; run < 9; run++) {
      const started = performance.now();
      const document = readDocument("docx", docx);
      document.write(document.segments);
      cpu.push(performance.now() - started);
    }
    console.log(
      `\nReading and writing the .docx in-process (ZIP + XML, no model): median of 9 ${median(cpu).toFixed(0)} ms`,
    );
  } finally {
    stop();
    await fake.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
