/**
 * Offline speech under a burst: BURST (48) parallel 150-character requests to POST /api/speech from as many
 * X-Forwarded-For addresses (TRUST_PROXY_HOPS=1, no AI configured, so the offline voice speaks) while
 * GET /api/health is polled every 100 ms. Prints the health latencies and the answers by kind.
 * With --long, then signs up and in through the real routes and reads 4.000 characters of prose: time to the
 * first audio bytes, to the end, and the audio's duration.
 * Usage: npx tsx bench/speech-burst.ts --dist .next-bench --port 20210
 */
import { parseArgs } from "node:util";
import { startApp } from "./next-app";

const { values } = parseArgs({
  options: {
    dist: { type: "string", default: ".next-bench" },
    port: { type: "string", default: "20210" },
    burst: { type: "string", default: "48" },
    long: { type: "boolean", default: false },
  },
});

const PROSE =
  "A loja abre de segunda a sábado, das nove às dezoito horas, e aos domingos pela manhã. Todos os produtos " +
  "da vitrine podem ser reservados pelo telefone ou pelo site, e a retirada é feita no balcão da entrada. " +
  "Quem preferir receber em casa paga o frete conforme a distância, calculado na hora da compra. ";

/** Signs up and in as a browser would (next-auth's credentials callback), returning the session cookie. */
async function signedInCookie(url: string): Promise<string> {
  const email = `bench-${Date.now()}@exemplo.com`;
  const password = "senha-do-bench-123";
  const json = { "content-type": "application/json", "x-forwarded-for": "198.19.0.2" };
  const registered = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const csrf = await fetch(`${url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  const signIn = await fetch(`${url}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": "198.19.0.2",
      cookie: csrfCookie.join("; "),
    },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = signIn.headers.getSetCookie().find((cookie) => cookie.includes("session-token="));
  if (!session) throw new Error(`sign-in: ${signIn.status}`);
  return session.split(";")[0];
}

async function longText(url: string) {
  const cookie = await signedInCookie(url);
  const text = PROSE.repeat(20).slice(0, 3999).trim() + ".";
  const started = performance.now();
  const response = await fetch(`${url}/api/speech`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.19.0.3", cookie },
    body: JSON.stringify({ text }),
  });
  if (response.status !== 200) throw new Error(`long text: ${response.status} ${await response.text()}`);
  const reader = response.body!.getReader();
  let first = 0;
  let bytes = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (!first) first = performance.now() - started;
    bytes += value.length;
  }
  const total = performance.now() - started;
  // The offline voice's MP3 is 64 kbit/s: 8 000 bytes per second of audio.
  console.log(
    `long text (${text.length} characters, signed in, offline): first audio bytes after ${(first / 1000).toFixed(2)} s, ` +
      `whole answer after ${(total / 1000).toFixed(1)} s, ~${(bytes / 8000).toFixed(0)} s of audio`,
  );
}

const TEXT =
  "Olá! Esta é uma leitura de teste da voz offline do site, com cento e cinquenta caracteres para medir " +
  "o servidor. Obrigado por ouvir.";

function median(list: number[]): number {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function main() {
  const burst = Number(values.burst);
  const app = await startApp(Number(values.port), values.dist!, {
    TRUST_PROXY_HOPS: "1",
    OPENAI_API_KEY: "",
    OPENAI_BASE_URL: "",
    OPENAI_TTS_API_KEY: "",
    OPENAI_TTS_BASE_URL: "",
  });
  try {
    // One request first, so the route's code and the engine are loaded before the clock starts.
    await fetch(`${app.url}/api/speech`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.19.0.1" },
      body: JSON.stringify({ text: "Aquecendo." }),
    }).then((r) => r.arrayBuffer());

    const health: number[] = [];
    let healthFailures = 0;
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const started = performance.now();
        // A reset connection (the old code's stalled loop let keep-alive sockets expire) counts as a failure.
        const ok = await fetch(`${app.url}/api/health`).then(
          (r) => r.arrayBuffer().then(() => r.ok),
          () => false,
        );
        health.push(performance.now() - started);
        if (!ok) healthFailures++;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: burst }, async (_, i) => {
        const response = await fetch(`${app.url}/api/speech`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.18.1.${i + 1}` },
          body: JSON.stringify({ text: TEXT.slice(0, 150), voice: "alloy" }),
        }).catch(() => undefined);
        if (!response)
          return { kind: "connection error", retryAfter: null, engine: null, ms: performance.now() - started };
        await response.arrayBuffer();
        return {
          kind: `${response.status} ${response.headers.get("content-type")?.split(";")[0]}`,
          retryAfter: response.headers.get("retry-after"),
          engine: response.headers.get("x-speech-engine"),
          ms: performance.now() - started,
        };
      }),
    );
    const wall = performance.now() - started;
    polling = false;
    await poller;

    const kinds: Record<string, number> = {};
    for (const answer of answers) {
      const key = `${answer.kind}${answer.engine ? ` (${answer.engine})` : ""}${answer.retryAfter ? ` Retry-After ${answer.retryAfter}` : ""}`;
      kinds[key] = (kinds[key] ?? 0) + 1;
    }
    const ok = answers.filter((a) => a.kind.startsWith("200")).map((a) => a.ms);
    console.log(`burst of ${burst} offline speech requests, ${health.length} health polls`);
    console.log(
      `health: median ${median(health).toFixed(0)} ms, max ${Math.max(...health).toFixed(0)} ms, ` +
        `${healthFailures} failed`,
    );
    console.log(`answers: ${JSON.stringify(kinds)}`);
    if (ok.length)
      console.log(`200 answers: median ${median(ok).toFixed(0)} ms, last ${Math.max(...ok).toFixed(0)} ms`);
    console.log(`whole burst: ${(wall / 1000).toFixed(1)} s`);
    if (values.long) await longText(app.url);
  } finally {
    app.stop();
  }
}

void main();
