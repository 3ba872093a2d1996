import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
let v = 0;
const ip = () => { v++; return `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}`; };
const beacon: autocannon.Request = { method: "POST", path: "/api/v", setupRequest: (q) => ({ ...q, headers: { ...q.headers, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip(), "user-agent": "Mozilla/5.0 Chrome/140" }, body: "k=view&p=%2F&q=%3Futm_source%3Db&r=https%3A%2F%2Fwww.google.com%2F" }) };
const page: autocannon.Request = { method: "GET", path: "/", setupRequest: (q) => ({ ...q, headers: { ...q.headers, "x-forwarded-for": ip(), "accept-encoding": "gzip, br" } }) };
async function start(cwd: string, dist: string, port: number) {
  const child = spawn(process.execPath, ["server.mjs"], { cwd, env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOSTNAME: "127.0.0.1", NEXT_DIST_DIR: dist, TRUST_PROXY_HOPS: "1", DATA_DIR: mkdtempSync("/tmp/ab-") }, stdio: "ignore" });
  for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 300)); }
  return child;
}
const rate = async (port: number, req: autocannon.Request) => (await autocannon({ url: `http://127.0.0.1:${port}`, connections: 20, duration: 5, requests: [req] })).requests.average;
async function main() {
  const a = await start("/work/cirun/main", ".next-e2e", 5591);
  const b = await start("/work/main", ".next-e2e-30", 5592);
  for (const p of [5591, 5592]) { await rate(p, beacon); await rate(p, page); }
  for (let i = 0; i < 3; i++) {
    const order = i % 2 ? [5592, 5591] : [5591, 5592];
    for (const p of order) console.log(`${p === 5591 ? "before" : "after "} beacon ${(await rate(p, beacon)).toFixed(0)}/s page ${(await rate(p, page)).toFixed(0)}/s`);
  }
  a.kill("SIGTERM"); b.kill("SIGTERM"); process.exit(0);
}
void main();
