import { once } from "node:events";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createAdmission, leaveWhenAnswered } from "./admission.mjs";

/** Admits `client`'s request and records when it starts; `leave()` ends it. */
function visitor(admission: ReturnType<typeof createAdmission>, client: string, log: string[], name = client) {
  let done: (() => void) | undefined;
  const ticket = admission.admit(client, (leave) => {
    log.push(name);
    done = leave;
  });
  return { ...ticket, leave: () => done?.() };
}

describe("admission in front of Next", () => {
  it("lets `limit` requests in at once and the next one when one leaves", () => {
    const admission = createAdmission({ limit: 2 });
    const log: string[] = [];
    const first = visitor(admission, "a", log, "a1");
    visitor(admission, "b", log, "b1");
    visitor(admission, "c", log, "c1");
    expect(log).toEqual(["a1", "b1"]);
    expect(admission.counts()).toEqual({ inside: 2, waiting: 1 });
    first.leave();
    first.leave(); // leaving twice (headers, then close) frees one place, not two
    expect(log).toEqual(["a1", "b1", "c1"]);
    expect(admission.counts()).toEqual({ inside: 2, waiting: 0 });
  });

  it("serves the clients waiting in turn, so a flood from one address does not delay another by all of it", () => {
    const admission = createAdmission({ limit: 1 });
    const log: string[] = [];
    const holder = visitor(admission, "x", log, "x");
    const flood = Array.from({ length: 5 }, (_, i) => visitor(admission, "flood", log, `f${i}`));
    const other = visitor(admission, "visitor", log, "v");
    holder.leave();
    flood[0].leave();
    expect(log).toEqual(["x", "f0", "v"]);
    other.leave();
    expect(log).toEqual(["x", "f0", "v", "f1"]);
  });

  it("gives one client at most a quarter of the places, so another enters at once while it floods", () => {
    const admission = createAdmission({ limit: 8 });
    const log: string[] = [];
    const flood = Array.from({ length: 6 }, (_, i) => visitor(admission, "flood", log, `f${i}`));
    visitor(admission, "visitor", log, "v");
    expect(log).toEqual(["f0", "f1", "v"]);
    expect(admission.counts()).toEqual({ inside: 3, waiting: 4 });
    flood[0].leave();
    expect(log).toEqual(["f0", "f1", "v", "f2"]);
  });

  it("answers a client with too many waiting, and the instance with too many in all, at once", () => {
    const admission = createAdmission({ limit: 1, perClient: 2, total: 3 });
    const log: string[] = [];
    visitor(admission, "a", log);
    expect(visitor(admission, "a", log).refused).toBeUndefined();
    expect(visitor(admission, "a", log).refused).toBeUndefined();
    expect(visitor(admission, "a", log).refused).toBe("client");
    expect(visitor(admission, "b", log).refused).toBeUndefined();
    expect(visitor(admission, "c", log).refused).toBe("instance");
    expect(admission.counts()).toEqual({ inside: 1, waiting: 3 });
  });

  it("takes a request whose client hung up out of the queue, and it never starts", () => {
    const admission = createAdmission({ limit: 1 });
    const log: string[] = [];
    const holder = visitor(admission, "a", log, "a");
    const gone = visitor(admission, "b", log, "b");
    visitor(admission, "c", log, "c");
    gone.cancel();
    holder.cancel(); // started: cancelling changes nothing
    expect(admission.counts()).toEqual({ inside: 1, waiting: 1 });
    holder.leave();
    expect(log).toEqual(["a", "c"]);
  });

  it("gives up the place of a request that has not answered within holdMs (a slow body, an upstream)", async () => {
    const admission = createAdmission({ limit: 1, holdMs: 20 });
    const log: string[] = [];
    visitor(admission, "slow", log, "slow"); // never answers
    visitor(admission, "next", log, "next");
    expect(log).toEqual(["slow"]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log).toEqual(["slow", "next"]);
  });

  it("frees the place when the answer's headers go out, before a streamed body ends", async () => {
    const admission = createAdmission({ limit: 1 });
    const log: string[] = [];
    let finishStream: (() => void) | undefined;
    const server = createServer((_, response) => {
      admission.admit("one", (done) => {
        leaveWhenAnswered(response, done);
        log.push("in");
        response.writeHead(200, { "content-type": "text/plain" });
        response.write("first part");
        finishStream = () => response.end();
      });
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const answer = request({ port: (server.address() as AddressInfo).port, host: "127.0.0.1" }).end();
      const [response] = (await once(answer, "response")) as [import("node:http").IncomingMessage];
      expect(response.statusCode).toBe(200);
      expect(admission.counts()).toEqual({ inside: 0, waiting: 0 });
      finishStream?.();
      response.resume();
      await once(response, "end");
    } finally {
      server.close();
    }
    expect(log).toEqual(["in"]);
  });
});
