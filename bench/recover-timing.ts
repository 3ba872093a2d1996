/**
 * How long POST /api/auth/recover (or, with --route register, POST /api/auth/register) takes for an e-mail that
 * has an account and for one that has not,
 * as an attacker measures it: the whole HTTP exchange, requests one at a time, known and unknown
 * in pairs (alternating which goes first), each from a new client address (TRUST_PROXY_HOPS=1), a pause between requests. Each
 * run registers fresh accounts first, so every known e-mail is asked once (the per-address e-mail
 * limit never cuts the work short). Prints the medians of each run and their difference.
 * Usage: npx tsx bench/recover-timing.ts [--route recover|register] [--requests 60] [--runs 3] [--dist .next-bench] [--port 3940]
 */
import { randomUUID } from "node:crypto";
import { startApp } from "./next-app";
import { median } from "./stats";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const N = Number(args.get("requests") ?? 60);
const RUNS = Number(args.get("runs") ?? 3);
const PAUSE_MS = 200;
const port = Number(args.get("port") ?? 3940);
const dist = args.get("dist") ?? ".next-bench";
const app = `http://127.0.0.1:${port}`;
const route = args.get("route") === "register" ? "register" : "recover";

let visitor = 0;
const post = (route: string, body: unknown) =>
  fetch(`${app}${route}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `198.18.${(++visitor >> 8) & 255}.${visitor & 255}`,
    },
    body: JSON.stringify(body),
  });

/** Sign-up of a known address hashes the password as a new one does, and answers the same 201. */
async function timedRecover(email: string): Promise<number> {
  const start = performance.now();
  const response =
    route === "register"
      ? await post("/api/auth/register", { email, password: "outra-frase-do-bench-42" })
      : await post("/api/auth/recover", { email });
  await response.arrayBuffer();
  if (response.status !== (route === "register" ? 201 : 200)) throw new Error(`${route} answered ${response.status}`);
  return performance.now() - start;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  // Without SMTP the e-mails go to the outbox, as on a fresh clone.
  const server = await startApp(port, dist, { TRUST_PROXY_HOPS: "1" });

  console.log(`POST /api/auth/${route}, ${N} known + ${N} unknown e-mails per run, in pairs, ${PAUSE_MS} ms apart`);
  for (let run = 1; run <= RUNS; run++) {
    const known: string[] = [];
    for (let i = 0; i < N; i++) {
      const email = `conta-${randomUUID()}@exemplo.com`;
      const response = await post("/api/auth/register", { email, password: "girassol-azul-no-telhado" });
      if (response.status !== 201) throw new Error(`register answered ${response.status}`);
      known.push(email);
    }
    for (let i = 0; i < 10; i++) await timedRecover(`aquecimento-${randomUUID()}@exemplo.com`);
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Which of the pair goes first alternates, so neither always follows the other's after-answer work.
    for (let i = 0; i < N; i++) {
      const pair = [
        async () => knownTimes.push(await timedRecover(known[i])),
        async () => unknownTimes.push(await timedRecover(`ninguem-${randomUUID()}@exemplo.com`)),
      ];
      for (const measure of i % 2 ? pair.reverse() : pair) {
        await measure();
        await sleep(PAUSE_MS);
      }
    }
    const [k, u] = [median(knownTimes), median(unknownTimes)];
    console.log(
      `run ${run}: known median ${k.toFixed(2)} ms, unknown median ${u.toFixed(2)} ms, difference ${(k - u).toFixed(2)} ms`,
    );
  }
  server.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
