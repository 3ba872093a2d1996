/** A production build served by server.mjs (`npm start`) on 127.0.0.1 for a benchmark, stopped by its PID. */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export async function startApp(port: number, dist: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-app-"));
  const child = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      NEXT_DIST_DIR: dist,
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  child.on("exit", () => rmSync(dataDir, { recursive: true, force: true })); // its database, some 60 MB
  process.on("exit", stop);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (i > 300) {
      stop();
      throw new Error(`server.mjs on ${port} did not come up`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop, pid: child.pid! };
}

/**
 * CPU time (user and system, ms) a process and its live children (the embedded database's process) have used so
 * far, from /proc: what requests cost the site, whoever else shares the machine.
 */
export function cpuMs(pid: number): number {
  const stat = (id: string) =>
    readFileSync(`/proc/${id}/stat`, "utf8")
      .replace(/^.*\) /, "")
      .split(" ");
  const ticks = (fields: string[]) => Number(fields[11]) + Number(fields[12]); // utime, stime (USER_HZ 100)
  let total = ticks(stat(String(pid)));
  for (const id of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = stat(id);
      if (Number(fields[1]) === pid) total += ticks(fields);
    } catch {} // a process that ended meanwhile
  }
  return total * 10;
}

/** The description request both AI benches send. */
export const product = {
  productName: "Tênis Runner X",
  mainFeatures: "leve, amortecido",
  targetAudience: "corredores",
  priceRange: "R$ 399",
  tone: "professional",
};

let visitor = 0;
/** JSON headers with a new client address per call, so our per-IP limits stay out of the measurement. */
export const headers = () => ({
  "content-type": "application/json",
  "x-forwarded-for": `198.18.${(++visitor >> 8) & 255}.${visitor & 255}`,
});

/** Registers an account and signs in through next-auth's credentials flow: the session cookie. */
let account = 0;
export async function signIn(app: string): Promise<string> {
  const address = `198.19.0.${++account}`; // sign-ups are limited per client
  const email = `bench-${Date.now()}-${account}@exemplo.com`;
  const password = "senha-do-bench-123";
  const headers = { "content-type": "application/json", "x-forwarded-for": address };
  const registered = await fetch(`${app}/api/auth/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const csrf = await fetch(`${app}/api/auth/csrf`, { headers: { "x-forwarded-for": address } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const signedIn = await fetch(`${app}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: csrfCookie,
      "x-forwarded-for": address,
    },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = signedIn.headers.getSetCookie().find((cookie) => /session-token=/.test(cookie));
  if (!session) throw new Error(`sign-in: ${signedIn.status}`);
  return session.split(";")[0];
}
