// @ts-check
/**
 * Asks URL every INTERVAL ms, one request at a time, and prints each answer as a line "status ms" until it is
 * stopped (SIGTERM). A process of its own, so a bench that floods the site from its own event loop (bad-day's
 * 300 addresses) does not count its own waiting as the site's.
 * Usage: node bench/health-probe.mjs URL [INTERVAL=250]
 */
import { Agent, request } from "node:http";

const [url, interval = "250"] = process.argv.slice(2);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
let running = true;
process.on("SIGTERM", () => (running = false));

/** @returns {Promise<number>} the status, 0 for no answer within 30 s */
const ask = () =>
  new Promise((resolve) => {
    const asking = request(url, { agent, timeout: 30_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", () => resolve(0));
    });
    asking.on("timeout", () => asking.destroy());
    asking.on("error", () => resolve(0));
    asking.end();
  });

while (running) {
  const start = performance.now();
  const status = await ask();
  process.stdout.write(`${status} ${(performance.now() - start).toFixed(1)}\n`);
  await new Promise((resolve) => setTimeout(resolve, Number(interval)));
}
agent.destroy();
