// @ts-check
/**
 * What server.mjs closes on SIGTERM once the requests in flight are done (the database pool, Redis). The
 * modules that open them are bundled by Next, so they register here through a process-wide registry
 * instead of being imported by server.mjs.
 */
const registry = Symbol.for("site.shutdown");

/** @returns {Set<() => Promise<unknown>>} */
function hooks() {
  const holder = /** @type {Record<symbol, Set<() => Promise<unknown>> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  return (holder[registry] ??= new Set());
}

/** @param {() => Promise<unknown>} close */
export function onShutdown(close) {
  hooks().add(close);
}

/** Runs every close at once; one that fails does not keep the others from running. */
export async function closeAll() {
  await Promise.allSettled([...hooks()].map((close) => close()));
}
