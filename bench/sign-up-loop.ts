/**
 * What sign-ups cost the other visitors: `/api/health` asked every 20 ms (bench/health-probe.mjs, a process of its
 * own) while a fresh instance takes its first sign-up (the password dictionaries are built then) and then 20 more,
 * one after the other. Two builds side by side, started in turn, so the machine's load falls on both.
 * Usage: npx tsx bench/sign-up-loop.ts --before DIR --after DIR [--port 5640] [--rounds 3]
 */
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startApp } from "./next-app";

const { values } = parseArgs({
  options: {
    before: { type: "string" },
    after: { type: "string" },
    port: { type: "string" },
    rounds: { type: "string" },
  },
});
if (!values.before || !values.after) throw new Error("usage: --before DIR --after DIR [--port N] [--rounds N]");
const port = Number(values.port ?? 5640);
const rounds = Number(values.rounds ?? 3);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let account = 0;
async function signUp(url: string) {
  const started = performance.now();
  const answer = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.19.${++account >> 8}.${account & 255}` },
    body: JSON.stringify({ email: `bench-${Date.now()}-${account}@exemplo.com`, password: "girafa trombone picolé" }),
  });
  if (answer.status !== 201) throw new Error(`register: ${answer.status}`);
  return performance.now() - started;
}

/** Health answers (ms) received between `from` and `to` (performance.now()). */
const within = (probes: { at: number; ms: number }[], from: number, to: number) =>
  probes.filter((probe) => probe.at >= from && probe.at <= to + 100).map((probe) => probe.ms);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const fixed = (x: number) => x.toFixed(0);

async function round(label: string, dist: string) {
  const app = await startApp(port, dist, { TRUST_PROXY_HOPS: "1" });
  const probes: { at: number; ms: number }[] = [];
  const probe = spawn(process.execPath, [path.join("bench", "health-probe.mjs"), `${app.url}/api/health`, "20"]);
  probe.stdout.setEncoding("utf8").on("data", (text: string) => {
    for (const line of text.trim().split("\n")) probes.push({ at: performance.now(), ms: Number(line.split(" ")[1]) });
  });
  await sleep(1_000);
  const first = performance.now();
  const firstMs = await signUp(app.url);
  const second = performance.now();
  await sleep(500);
  const more: number[] = [];
  const warm = performance.now();
  for (let i = 0; i < 20; i++) more.push(await signUp(app.url));
  const end = performance.now();
  probe.kill("SIGTERM");
  app.stop();
  await sleep(1_000);
  const cold = within(probes, first, second);
  const after = within(probes, warm, end);
  console.log(
    `${label.padEnd(6)} first sign-up ${fixed(firstMs)} ms, health max ${fixed(Math.max(...cold))} ms | ` +
      `20 more: median ${fixed(median(more))} ms each, health median ${fixed(median(after))} max ${fixed(Math.max(...after))} ms`,
  );
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(" ");
async function main() {
  console.log(`load ${load()}`);
  for (let i = 0; i < rounds; i++) {
    await round("after", values.after!);
    await round("before", values.before!);
  }
  console.log(`load ${load()}`);
}

void main();
