/**
 * The e2e suite over several Playwright processes at once. Each process has its own stand-ins, configured
 * app and bare app on ports shifted 5 apart from E2E_PORT_OFFSET (e2e/ports.ts), and runs its specs one at a
 * time, as `scripts/test-e2e.sh` does: what specs share (the stand-ins' queued answers, the mailbox, the
 * pixel host's calls, rate limits, one conversion at a time) is never shared across processes. All of them
 * serve the builds of e2e/build-site.ts, one configured build per offset (see build below).
 *
 * The build bakes SITE_URL and TIKTOK_PIXEL_HOST into the prerendered pages, with the first process's ports:
 * the specs that read them (`pinned` below) run in that process. The others are dealt, longest first, to the
 * process with the least work, by the seconds each spec took in CI (`seconds`; a spec not listed counts 40).
 * At the end it prints each process's time and each spec's, from Playwright's JSON reports.
 * A test that fails is run once more (E2E_RETRIES, default 1): one that then passes does not fail the run, but
 * is listed as flaky at the end, by name, so it gets mended rather than hidden; one that fails twice fails it.
 * Usage: npx tsx scripts/test-e2e-shards.ts [processes] [spec.ts ...] (processes: default E2E_SHARDS, else the
 * machine's cores, at least 2; specs: default every e2e/*.spec.ts)
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const [countArgument, ...only] = process.argv.slice(2);
const count = Number(countArgument ?? process.env.E2E_SHARDS ?? Math.max(2, availableParallelism()));
const baseOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const offsetStep = 5; // e2e/ports.ts: every port is 100 or more from the next, a spec's spare ones 2 wide

/** Specs that check what the build baked with the first process's ports (canonical URLs, the pixel host). */
const pinned = new Set([
  "seo-errors.spec.ts", // canonical, og:url, sitemap and robots carry the build's SITE_URL
  "consent.spec.ts", // the pixel loads from the build's TIKTOK_PIXEL_HOST
  "company.spec.ts", // JSON-LD with the build's SITE_URL; pixel calls
  "disparador.spec.ts", // the page passes the build's TIKTOK_PIXEL_HOST to the tester
  "disparador-events-api.spec.ts",
  "hostile.spec.ts", // "no pixel call" after consent is only meaningful on the build's pixel host
]);

/**
 * Relative weight of each spec for dealing them out: seconds of test time in CI's last full run (.ci/run on
 * 2026-11-27: two processes side by side with the vitest suite, load average 6-10 on 2 cores). Only the
 * proportions matter; refresh them from this script's closing table. The specs trimmed on branch e2espeed
 * (accounts, account-area, ai-image, ai-voice, edges, fitnessrecipes, hostile, layout, sign-in-budget,
 * tool-results, translator) carry that run's seconds less the tests they dropped, the changed tests scaled by
 * their before/after times side by side on one machine (2026-11-27, load 15-25).
 */
const seconds: Record<string, number> = {
  "accounts.spec.ts": 129,
  "company.spec.ts": 130,
  "fitnessrecipes.spec.ts": 95,
  "ai-voice.spec.ts": 78,
  "hostile.spec.ts": 88,
  "sign-in-budget.spec.ts": 45,
  "disparador.spec.ts": 87,
  "account-area.spec.ts": 75,
  "elementor.spec.ts": 84,
  "tool-results.spec.ts": 71,
  "edges.spec.ts": 31,
  "availability.spec.ts": 70,
  "layout.spec.ts": 25,
  "performance.spec.ts": 64,
  "ai-image.spec.ts": 57,
  "translator.spec.ts": 28,
  "ai-description.spec.ts": 51,
  "landing.spec.ts": 51,
  "contact.spec.ts": 49,
  "shell.spec.ts": 49,
  "disparador-events-api.spec.ts": 48,
  "elementor-site.spec.ts": 37,
  "site-forms-offline.spec.ts": 30, // measured alone at load 25 (26 s)
  "elementor-widgets.spec.ts": 36,
  "description-catalogue.spec.ts": 33,
  "consent.spec.ts": 32,
  "proof.spec.ts": 30,
  "login-modes.spec.ts": 27,
  "seo-errors.spec.ts": 26,
  "email-confirmation.spec.ts": 22,
  "html-validity.spec.ts": 11,
  "deploy-error-pages.spec.ts": 9,
};

const specs = readdirSync(path.join(root, "e2e"))
  .filter((name) => name.endsWith(".spec.ts") && (only.length === 0 || only.some((spec) => spec.endsWith(name))))
  .sort();
const weight = (spec: string) => seconds[spec] ?? 40;
/** What a process waits for its configured build, after the processes before it have started (build below). */
const buildWeight = 50;
const shards = Array.from({ length: count }, (_, index) => ({ specs: [] as string[], planned: index * buildWeight }));
if (!(count >= 1) || specs.length === 0) throw new Error(`usage: ${process.argv[1]} [processes] [spec.ts ...]`);
for (const spec of specs.filter((s) => pinned.has(s))) {
  shards[0].specs.push(spec);
  shards[0].planned += weight(spec);
}
for (const spec of specs.filter((s) => !pinned.has(s)).sort((a, b) => weight(b) - weight(a))) {
  const lightest = shards.reduce((best, shard) => (shard.planned < best.planned ? shard : best));
  lightest.specs.push(spec);
  lightest.planned += weight(spec);
}

/**
 * A build fixes SITE_URL (sign-in's redirects, e-mail links), so each process gets its own configured build
 * for its ports (e2e/ports.ts names it by offset); the bare build, with no SITE_URL, is the first offset's,
 * shared. The first offset's builds are skipped with E2E_SKIP_BUILD=1 (.ci/run made them already), the others
 * never are. The builds are made one after another, and each process starts as soon as its build is there,
 * while the next one builds: with E2E_SKIP_BUILD=1 the first process does not wait for the others' builds.
 */
function build(index: number): Promise<void> {
  if (index === 0 && process.env.E2E_SKIP_BUILD === "1") return Promise.resolve();
  const started = Date.now();
  const offset = baseOffset + index * offsetStep;
  const child = spawn(process.execPath, ["--import", "tsx", "e2e/build-site.ts"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      E2E_PORT_OFFSET: String(offset),
      E2E_BUILD_BARE: index === 0 ? "1" : "0",
      // The first build's type check (or tsc) covers the same code.
      ...(index > 0 ? { BUILD_SKIP_TYPECHECK: "1" } : {}),
    },
  });
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      if (code !== 0) process.exit(code ?? 1);
      console.log(`build for offset ${offset}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      resolve();
    }),
  );
}

type Outcome = { index: number; code: number; seconds: number };

function run(index: number): Promise<Outcome> {
  const offset = baseOffset + index * offsetStep;
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      "node_modules/@playwright/test/cli.js",
      "test",
      "--reporter=list,json",
      `--retries=${process.env.E2E_RETRIES ?? 1}`,
      ...shards[index].specs.map((s) => `e2e/${s}`),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        E2E_SKIP_BUILD: "1",
        E2E_PORT_OFFSET: String(offset),
        CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium",
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(root, "test-results", `shard-${index}.json`),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const prefix = `[e2e ${index + 1}/${count}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop()!;
      for (const line of lines) process.stdout.write(prefix + line + "\n");
    });
    stream.on("end", () => rest && process.stdout.write(prefix + rest + "\n"));
  }
  return new Promise((resolve) =>
    child.on("exit", (code) => resolve({ index, code: code ?? 1, seconds: (Date.now() - started) / 1000 })),
  );
}

type JsonSuite = {
  file?: string;
  suites?: JsonSuite[];
  specs?: { title: string; line: number; tests: { status: string; results: { duration: number }[] }[] }[];
};

/**
 * From one process's JSON report: seconds of test time per spec file (hooks and server starts not included),
 * and the tests that passed only on their retry.
 */
function report(index: number): { seconds: Map<string, number>; flaky: string[] } {
  const seconds = new Map<string, number>();
  const flaky: string[] = [];
  let json: { suites: JsonSuite[] };
  try {
    json = JSON.parse(readFileSync(path.join(root, "test-results", `shard-${index}.json`), "utf8"));
  } catch {
    return { seconds, flaky };
  }
  const walk = (suite: JsonSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        if (test.status === "flaky") flaky.push(`${file}:${spec.line} ${spec.title}`);
        for (const result of test.results) seconds.set(file, (seconds.get(file) ?? 0) + result.duration / 1000);
      }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of json.suites) walk(suite, path.basename(suite.file ?? "?"));
  return { seconds, flaky };
}

async function main() {
  // Each process keeps its data in .data-e2e-<offset>; the previous run's are cleared once, before any starts.
  for (const entry of readdirSync(root))
    if (entry.startsWith(".data-e2e-")) rmSync(path.join(root, entry), { recursive: true });
  const running: Promise<Outcome>[] = [];
  for (const [index, shard] of shards.entries()) {
    if (shard.specs.length === 0) continue;
    await build(index);
    running.push(run(index));
  }
  const outcomes = await Promise.all(running);

  console.log("\ne2e processes:");
  for (const { index, code, seconds: took } of outcomes) {
    const offset = baseOffset + index * offsetStep;
    const status = code === 0 ? "passed" : `FAILED (exit ${code})`;
    console.log(`  ${index + 1}: ${took.toFixed(0)} s, ${status}, offset ${offset}: ${shards[index].specs.join(" ")}`);
  }
  const reports = outcomes.map(({ index }) => report(index));
  const flaky = reports.flatMap((r) => r.flaky);
  console.log(flaky.length === 0 ? "flaky tests: none" : `FLAKY tests (failed once, passed on retry):`);
  for (const test of flaky) console.log(`  ${test}`);
  const bySpec = new Map(reports.flatMap((r) => [...r.seconds]));
  console.log("test time per spec (s):");
  for (const [spec, took] of [...bySpec].sort((a, b) => b[1] - a[1])) console.log(`  ${spec}: ${took.toFixed(0)}`);
  process.exit(outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0);
}

void main();
