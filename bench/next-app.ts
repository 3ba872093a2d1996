/** A production build served by server.mjs (`npm start`) on 127.0.0.1 for a benchmark, stopped by its PID. */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export async function startApp(port: number, dist: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      NEXT_DIST_DIR: dist,
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-app-")),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
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
  return { url, stop };
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
