// @ts-check
/**
 * Preloaded into a bench's server (NODE_OPTIONS="--import ./bench/loop-lag.mjs"): prints each time server.mjs's
 * event loop was held over 60 ms, with the wall clock and the monotonic microseconds a CPU profile of the same
 * process uses, so `node bench/cpu-stalls.mjs PROFILE --window FROM TO` shows what held it. Other processes and
 * threads that load it (the bench itself, the database's process, pool threads) print nothing.
 */
import { isMainThread } from "node:worker_threads";

if (isMainThread && /server\.mjs$/.test(process.argv[1] ?? "")) {
  const tick = 10;
  let last = process.hrtime.bigint();
  setInterval(() => {
    const now = process.hrtime.bigint();
    const late = Number(now - last) / 1e6 - tick;
    if (late > 60)
      process.stderr.write(`[loop-lag] ${Date.now()} held ${late.toFixed(0)} ms, until clock ${now / 1000n}\n`);
    last = now;
  }, tick).unref();
}
