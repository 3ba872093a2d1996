// @ts-check
/**
 * Admission in front of Next (server.mjs): at most `limit` requests are inside at once, and the others wait in
 * a queue per client, the clients taking turns (round robin). A burst from many addresses, or one address's
 * flood, then delays each client by its share instead of every answer by the whole burst, and the work inside
 * the serving process at any moment stays small. A client with `perClient` requests waiting gets 429 at once;
 * with `total` waiting in all, the instance answers 503, so a balancer tries another. A request whose client
 * hangs up while it waits leaves the queue without costing anything. A request inside for `holdMs` without
 * answering gives its place up (it goes on): it is waiting on something outside, a body sent slowly on
 * purpose, an upstream, and a few such clients must not stall everyone (nginx buffers bodies, `npm start`
 * alone does not).
 * @param {{ limit?: number, perClient?: number, total?: number, holdMs?: number }} [options]
 */
export function createAdmission({ limit = 16, perClient = 64, total = 4096, holdMs = 2_000 } = {}) {
  let inside = 0;
  let waiting = 0;
  /** @type {Map<string, Set<() => void>>} the clients waiting, in turn order, each with its requests in order */
  const queues = new Map();

  function next() {
    while (inside < limit && queues.size > 0) {
      const [client, queue] = /** @type {[string, Set<() => void>]} */ (queues.entries().next().value);
      queues.delete(client);
      const [start] = queue;
      queue.delete(start);
      if (queue.size > 0) queues.set(client, queue); // its next request goes to the back of the line
      waiting--;
      start();
    }
  }

  return {
    /**
     * Calls `start` now, or in the client's turn, with `done`: call it (once or more) when the request leaves.
     * `cancel` takes a request still waiting out of the queue, and does nothing to one that has started.
     * @param {string} client
     * @param {(done: () => void) => void} start
     * @returns {{ refused?: "client" | "instance", cancel: () => void }}
     */
    admit(client, start) {
      let left = false;
      const enter = () => {
        inside++;
        const leave = () => {
          if (left) return;
          left = true;
          clearTimeout(held);
          inside--;
          next();
        };
        const held = setTimeout(leave, holdMs);
        held.unref();
        start(leave);
      };
      const queue = queues.get(client);
      if (inside < limit && waiting === 0) {
        enter();
        return { cancel() {} };
      }
      if ((queue?.size ?? 0) >= perClient) return { refused: "client", cancel() {} };
      if (waiting >= total) return { refused: "instance", cancel() {} };
      if (queue) queue.add(enter);
      else queues.set(client, new Set([enter]));
      waiting++;
      return {
        cancel() {
          const own = queues.get(client);
          if (!own?.delete(enter)) return;
          waiting--;
          if (own.size === 0) queues.delete(client);
        },
      };
    },
    /** For tests and logs: requests inside and waiting now. */
    counts: () => ({ inside, waiting }),
  };
}

/**
 * A request leaves when its answer's headers go out (a streamed answer, speech with captions, holds no place
 * while it streams) or when the connection closes first.
 * @param {import("node:http").ServerResponse} response
 * @param {() => void} done
 */
export function leaveWhenAnswered(response, done) {
  const writeHead = response.writeHead;
  /** @type {any} */ (response).writeHead = function (/** @type {any[]} */ ...args) {
    done();
    return writeHead.apply(response, /** @type {any} */ (args));
  };
  response.once("close", done);
}
