// @ts-check
/** What admit() gives a request that is not waiting: nothing to take out of a queue. */
const notWaiting = { cancel() {} };

/**
 * Admission in front of Next (server.mjs): at most `limit` requests are inside at once, and the others wait in
 * a queue per client, the clients taking turns (round robin). A burst from many addresses, or one address's
 * flood, then delays each client by its share instead of every answer by the whole burst, and the work inside
 * the serving process at any moment stays small. A client with `perClient` requests waiting gets 429 at once;
 * with `total` waiting in all, the instance answers 503, so a balancer tries another. A request whose client
 * hangs up while it waits leaves the queue without costing anything. A request inside for `holdMs` without
 * answering gives its place up (it goes on): it is waiting on something outside, a body sent slowly on
 * purpose, an upstream, and a few such clients must not stall everyone (nginx buffers bodies, `npm start`
 * alone does not). One client has at most `perClientInside` places (a quarter), however many it waits for, so
 * one address alone can never hold them all.
 * @param {{ limit?: number, perClient?: number, total?: number, holdMs?: number, perClientInside?: number }} [options]
 */
export function createAdmission({
  limit = 16,
  perClient = 64,
  total = 4096,
  holdMs = 2_000,
  perClientInside = Math.max(1, Math.floor(limit / 4)),
} = {}) {
  let inside = 0;
  let waiting = 0;
  /** @type {Map<string, number>} requests inside, per client */
  const insideBy = new Map();
  /** @type {Map<string, Set<() => void>>} the clients waiting, in turn order, each with its requests in order */
  const queues = new Map();

  /** The first client in line with room of its own (at most limit / perClientInside clients are full). */
  function firstWithRoom() {
    for (const entry of queues) if ((insideBy.get(entry[0]) ?? 0) < perClientInside) return entry;
  }

  function next() {
    let turn;
    while (inside < limit && (turn = firstWithRoom())) {
      const [client, queue] = turn;
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
      const queue = queues.get(client) ?? new Set();
      if (queue.size >= perClient) return { ...notWaiting, refused: "client" };
      if (waiting >= total) return { ...notWaiting, refused: "instance" };
      let left = false;
      const enter = () => {
        inside++;
        insideBy.set(client, (insideBy.get(client) ?? 0) + 1);
        const leave = () => {
          if (left) return;
          left = true;
          clearTimeout(held);
          inside--;
          const own = (insideBy.get(client) ?? 1) - 1;
          if (own > 0) insideBy.set(client, own);
          else insideBy.delete(client);
          next();
        };
        const held = setTimeout(leave, holdMs);
        held.unref();
        start(leave);
      };
      queue.add(enter);
      queues.set(client, queue); // a client already in line keeps its place
      waiting++;
      next();
      return {
        cancel() {
          const own = queues.get(client);
          if (!own?.delete(enter)) return;
          waiting--;
          if (own.size === 0) queues.delete(client);
        },
      };
    },
    /** For tests: requests inside and waiting now. */
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
