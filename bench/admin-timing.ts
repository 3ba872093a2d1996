/**
 * Whether a caller can tell an admin route from an unknown /api/ path by its time (issue 44): GET
 * /api/admin/leads against GET /api/admin/leadz, as a signed-in account outside ADMIN_EMAILS and as an anonymous
 * visitor, the whole HTTP exchange, one request at a time, in pairs (alternating which goes first), a pause
 * between requests. Starts server.mjs on loopback, stops it by PID, and prints each run's medians.
 * Usage: npx tsx bench/admin-timing.ts [--pairs 60] [--runs 3] [--dist .next-bench] [--port 3941]
 */
import { randomUUID } from "node:crypto";
import { startApp } from "./next-app";
import { median } from "./stats";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const PAIRS = Number(args.get("pairs") ?? 60);
const RUNS = Number(args.get("runs") ?? 3);
const PAUSE_MS = 50;
const port = Number(args.get("port") ?? 3941);
const dist = args.get("dist") ?? ".next-bench";
const app = `http://127.0.0.1:${port}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);

/** An account outside ADMIN_EMAILS, signed in through next-auth's own form, as a browser does. */
async function memberCookie(): Promise<string> {
  const email = `membro-${randomUUID()}@exemplo.com`;
  const password = "girassol-azul-no-telhado";
  const register = await fetch(`${app}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (register.status !== 201) throw new Error(`register answered ${register.status}`);
  const csrf = await fetch(`${app}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await fetch(`${app}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookiesOf(csrf).join("; "),
      origin: app,
    },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: "/conta" }),
  });
  const session = cookiesOf(signIn).find((cookie) => cookie.startsWith("next-auth.session-token="));
  if (!session) throw new Error(`sign-in answered ${signIn.status} without a session`);
  return session;
}

async function timed(pathname: string, cookie: string | undefined): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${app}${pathname}`, { headers: cookie ? { cookie } : {} });
  await response.arrayBuffer();
  if (response.status !== 404) throw new Error(`${pathname} answered ${response.status}`);
  return performance.now() - start;
}

async function main() {
  const server = await startApp(port, dist, { SITE_URL: app, ADMIN_EMAILS: "dono@exemplo.com" });
  const callers: [string, string | undefined][] = [
    ["signed-in account", await memberCookie()],
    ["anonymous", undefined],
  ];
  console.log(`GET /api/admin/leads against GET /api/admin/leadz, ${PAIRS} pairs per run, ${PAUSE_MS} ms apart`);
  for (let run = 1; run <= RUNS; run++) {
    for (const [who, cookie] of callers) {
      for (let i = 0; i < 10; i++) await timed(i % 2 ? "/api/admin/leads" : "/api/admin/leadz", cookie);
      const admin: number[] = [];
      const unknown: number[] = [];
      let adminSlower = 0;
      for (let i = 0; i < PAIRS; i++) {
        const pair = [
          async () => admin.push(await timed("/api/admin/leads", cookie)),
          async () => unknown.push(await timed("/api/admin/leadz", cookie)),
        ];
        for (const measure of i % 2 ? pair.reverse() : pair) {
          await measure();
          await sleep(PAUSE_MS);
        }
        if (admin[i] > unknown[i]) adminSlower++;
      }
      const [a, u] = [median(admin), median(unknown)];
      console.log(
        `run ${run}, ${who}: admin route median ${a.toFixed(2)} ms, unknown ${u.toFixed(2)} ms, ` +
          `admin slower in ${adminSlower} of ${PAIRS} pairs`,
      );
    }
  }
  server.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
