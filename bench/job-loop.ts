/**
 * The serving event loop while heavy jobs run (issue 44: "the event loop never blocked over 100 ms"). Against a
 * production build (bench/next-app.ts startApp) and the fake OpenAI-compatible server (in a process of its own,
 * so its WAVs are not made on the bench's loop), two accounts start at once: one a background translation of a
 * 5 MB .docx of 250.000 characters (`Prefer: respond-async`), the other a 4.000-character captioned speech job
 * (WAV parts encoded to MP3). Meanwhile /api/health is asked every 50 ms (one request at a time); printed: its
 * median, p95 and max, and each job's time. Then the same probe during DIRECT direct 150-character captioned
 * requests (no Prefer header: the answer is the audio), one after the other: the figure to compare before and
 * after direct speech encoded in the pool (run the script against each build, --label names the row).
 * `--jobs export` adds issue 55's third job: a one-page site export whose sitemap is the regex trap (ten `<loc>`
 * each followed by 2.100 spaces and no `</loc>`), served by this script on port + 2.
 * The database is the embedded default unless DATABASE_URL is set (it is passed on to the site).
 * Loopback only; stops what it started by PID.
 * Usage: npx tsx bench/job-loop.ts [--dist .next-bench] [--port 3730] [--label after] [--direct 10]
 *   [--jobs document,speech,export]
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type RequestListener } from "node:http";
import { pathToFileURL } from "node:url";
import { unzipSync, zipSync } from "fflate";
import { buildDocx } from "../test-support/docx";
import { prose } from "../test-support/prose";
import { headers, signIn, startApp } from "./next-app";
import { median } from "./stats";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const port = Number(args.get("port") ?? 3730);
const dist = args.get("dist") ?? ".next-bench";
const label = args.get("label") ?? "";
const direct = Number(args.get("direct") ?? 10);
/** Which jobs run together (both by default; one alone tells which holds the loop). */
const jobs = (args.get("jobs") ?? "document,speech").split(",");
const app = `http://127.0.0.1:${port}`;
/** Past this a run stops waiting for its jobs (and says so). */
const JOBS_BUDGET_MS = 15 * 60_000;

/**
 * 250 paragraphs of 998 characters (249.500 in all, under the 250.000 cap), each with a bold run, plus a
 * photo-sized incompressible part, as a manual with pictures has: the file just under the 5 MB cap.
 */
export function manual(): Uint8Array {
  const text = prose(2_000);
  const docx = buildDocx(
    Array.from({ length: 250 }, (_, i) => {
      const body = `${String(i + 1).padStart(3, "0")} ${text.slice(i % 500, (i % 500) + 994)}`;
      return {
        runs: [{ text: body.slice(0, 400) }, { text: body.slice(400, 420), bold: true }, { text: body.slice(420) }],
      };
    }),
  );
  const files = unzipSync(docx);
  const room = 5 * 1024 * 1024 - docx.length - 4_096;
  return zipSync({ ...files, "word/media/foto.jpeg": [randomBytes(room), { level: 0 }] });
}

/**
 * A site whose sitemap is issue 44's regex trap: `locs` `<loc>` each followed by 2.100 spaces and no `</loc>`
 * (20 made 42 KB); its front page answers at once.
 */
export function trapSite(locs = 10): RequestListener {
  const sitemap = `<?xml version="1.0"?><urlset>${`<url><loc>${" ".repeat(2100)}`.repeat(locs)}</urlset>`;
  return (req, res) => {
    const xml = /sitemap/.test(req.url ?? "");
    res.writeHead(xml || req.url === "/" ? 200 : 404, {
      "content-type": xml ? "application/xml" : "text/html; charset=utf-8",
    });
    res.end(xml ? sitemap : `<!doctype html><html lang="pt-BR"><title>Armadilha</title><p>oi</p></html>`);
  };
}

function startTrapSite(trapPort: number) {
  const server = createServer(trapSite());
  server.listen(trapPort, "127.0.0.1");
  return () => {
    server.closeAllConnections();
    server.close();
  };
}

/** The fake OpenAI server in a child process; answers its URL and how to stop it. */
export async function startFake(fakePort: number) {
  const code = `import('./test-support/fakes/openai-server.ts').then((m) => m.startFakeOpenAI(${fakePort})).then(() => console.log('ready'))`;
  const child = spawn(process.execPath, ["--import", "tsx", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  process.on("exit", stop);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.on("exit", (code) => reject(new Error(`fake OpenAI exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${fakePort}/v1`, stop };
}

/**
 * `path` every 50 ms, one request at a time, until `stop` is called: each answer's time in ms. /api/health asks
 * the database (`select 1`), so with PGlite (one connection in the serving process) it also waits behind the
 * jobs' queries; GET /api/speech signed out answers `{"job": null}` without a query: the loop and routing alone.
 */
function probe(path: string) {
  const times: number[] = [];
  let errors = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const start = performance.now();
      try {
        const response = await fetch(`${app}${path}`, { headers: { "x-forwarded-for": "198.18.250.1" } });
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      times.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const sorted = times.toSorted((a, b) => a - b);
      const ms = (value: number) => `${value.toFixed(0)} ms`;
      return `${times.length} probes, median ${ms(median(times))}, p95 ${ms(sorted[Math.floor(sorted.length * 0.95)])}, max ${ms(sorted.at(-1)!)}, over 100 ms ${times.filter((t) => t > 100).length}${errors ? `, ${errors} errors` : ""}`;
    },
  };
}

/** Polls a job's status (GET path) until it ends; answers its status and seconds since `started`. */
async function finished(path: string, cookie: string, started: number) {
  for (;;) {
    const view = (await (await fetch(`${app}${path}`, { headers: { cookie } })).json()) as {
      status: string;
      error?: unknown;
    };
    if (!["queued", "running"].includes(view.status) || performance.now() - started > JOBS_BUDGET_MS) {
      const why = view.status === "failed" ? ` (${JSON.stringify(view)})` : "";
      return `${view.status} in ${((performance.now() - started) / 1000).toFixed(1)} s${why}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main() {
  const fake = await startFake(port + 1);
  const stopTrap = startTrapSite(port + 2);
  const { stop } = await startApp(port, dist, {
    CONVERTER_ALLOWED_HOSTS: `127.0.0.1:${port + 2}`,
    TRUST_PROXY_HOPS: "1",
    OPENAI_API_KEY: "sk-bench",
    OPENAI_BASE_URL: fake.url,
    OPENAI_CHAT_MODEL: "gpt-4.1-mini",
    OPENAI_TTS_MODEL: "gpt-4o-mini-tts",
    TRANSLATE_DAILY_CHARS: "10000000",
    SPEECH_DAILY_CHARS: "10000000",
  });
  try {
    const docx = manual();
    const [reader, speaker] = [await signIn(app), await signIn(app)];
    // Warm-up: the routes' first requests (and the pool's first thread) are not what is measured.
    const warm = await fetch(`${app}/api/speech`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ text: prose(150), captions: "srt" }),
    });
    await warm.arrayBuffer();
    if (warm.headers.get("x-speech-engine") !== "audio-speech") throw new Error("the fake provider did not speak");
    console.log(`${label ? `${label}: ` : ""}load ${(await import("node:os")).loadavg().map((l) => l.toFixed(1))}`);

    const probes = [probe("/api/health"), probe("/api/speech")];
    const started = performance.now();
    const startDocument = async () => {
      const form = new FormData();
      form.set("target", "pt-BR");
      form.set("source", "en");
      form.set("file", new Blob([new Uint8Array(docx)]), "manual.docx");
      const upload = await fetch(`${app}/api/translate/document`, {
        method: "POST",
        body: form,
        headers: { cookie: reader, prefer: "respond-async" },
      });
      if (upload.status !== 202) throw new Error(`document: ${upload.status} ${await upload.text()}`);
      const { id } = (await upload.json()) as { id: string };
      return finished(`/api/translate/document/${id}`, reader, started);
    };
    const startSpeech = async () => {
      const speech = await fetch(`${app}/api/speech`, {
        method: "POST",
        headers: { ...headers(), cookie: speaker, prefer: "respond-async" },
        body: JSON.stringify({ text: prose(4_000), captions: "srt" }),
      });
      if (speech.status !== 202) throw new Error(`speech: ${speech.status} ${await speech.text()}`);
      const { id } = (await speech.json()) as { id: string };
      return finished(`/api/speech/${id}`, speaker, started);
    };
    const startExport = async () => {
      const answer = await fetch(`${app}/api/converter/site`, {
        method: "POST",
        headers: headers(),
        body: JSON.stringify({ url: `http://127.0.0.1:${port + 2}/`, maxPages: 1 }),
      });
      if (answer.status !== 202) throw new Error(`export: ${answer.status} ${await answer.text()}`);
      const { id } = (await answer.json()) as { id: string };
      const cookie = answer.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      return finished(`/api/converter/site/${id}`, cookie, started);
    };
    const [documentOutcome, speechOutcome, exportOutcome] = await Promise.all([
      jobs.includes("document") ? startDocument() : "not run",
      jobs.includes("speech") ? startSpeech() : "not run",
      jobs.includes("export") ? startExport() : "not run",
    ]);
    const [jobsHealth, jobsLoop] = await Promise.all(probes.map((running) => running.stop()));
    console.log(`.docx ${(docx.length / 1024 / 1024).toFixed(2)} MB, 249.500 characters: ${documentOutcome}`);
    console.log(`4.000 captioned characters of speech: ${speechOutcome}`);
    console.log(`site export, the regex-trap sitemap: ${exportOutcome}`);
    console.log(`/api/health during the jobs: ${jobsHealth}`);
    console.log(`GET /api/speech (no database) during the jobs: ${jobsLoop}`);

    if (direct > 0) {
      const directProbes = [probe("/api/health"), probe("/api/speech")];
      const times: number[] = [];
      for (let i = 0; i < direct; i++) {
        const start = performance.now();
        const answer = await fetch(`${app}/api/speech`, {
          method: "POST",
          headers: headers(),
          body: JSON.stringify({ text: prose(150), captions: "srt" }),
        });
        if (answer.status !== 200) throw new Error(`direct speech: ${answer.status} ${await answer.text()}`);
        await answer.arrayBuffer();
        times.push(performance.now() - start);
      }
      console.log(
        `${direct} direct 150-character captioned requests, one after the other: median ${median(times).toFixed(0)} ms each`,
      );
      const [directHealth, directLoop] = await Promise.all(directProbes.map((running) => running.stop()));
      console.log(`/api/health meanwhile: ${directHealth}`);
      console.log(`GET /api/speech (no database) meanwhile: ${directLoop}`);
    }
    console.log(`load ${(await import("node:os")).loadavg().map((l) => l.toFixed(1))}`);
  } finally {
    stop();
    fake.stop();
    stopTrap();
  }
}

// Run as a script, not when another bench imports its helpers (bench/bad-day.ts).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
