// @ts-check
/**
 * What server.mjs does on SIGTERM once the requests in flight are done: first what a process holds in memory is
 * written (the visit and tool counts), then what it opened is closed (the database pool, Redis). The modules
 * that register them are bundled by Next, so they register here through a process-wide registry instead of
 * being imported by server.mjs.
 */
const registry = Symbol.for("site.shutdown");

/** @typedef {{ flush: Set<() => Promise<unknown>>, close: Set<() => Promise<unknown>> }} Hooks */

/** @returns {Hooks} */
function hooks() {
  const holder = /** @type {Record<symbol, Hooks | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[registry] ??= { flush: new Set(), close: new Set() });
}

/**
 * Writes what would be lost with the process; runs before any close, while the database still answers.
 * @param {() => Promise<unknown>} flush
 */
export function beforeShutdown(flush) {
  hooks().flush.add(flush);
}

/** @param {() => Promise<unknown>} close */
export function onShutdown(close) {
  hooks().close.add(close);
}

/** Runs every flush at once, then every close at once; one that fails does not keep the others from running. */
export async function closeAll() {
  const { flush, close } = hooks();
  await Promise.allSettled([...flush].map((write) => write()));
  await Promise.allSettled([...close].map((end) => end()));
}
