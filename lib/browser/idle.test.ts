import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./idle";

/** A page in Node: readyState, the load event and an idle queue the test drains by hand. */
function fakePage(readyState: DocumentReadyState) {
  const page = new EventTarget();
  const idleQueue = new Map<number, () => void>();
  let next = 0;
  const document = { readyState };
  vi.stubGlobal("document", document);
  vi.stubGlobal(
    "window",
    Object.assign(page, {
      requestIdleCallback: (callback: () => void) => (idleQueue.set(++next, callback), next),
      cancelIdleCallback: (handle: number) => idleQueue.delete(handle),
    }),
  );
  return {
    load() {
      document.readyState = "complete";
      page.dispatchEvent(new Event("load"));
    },
    idle() {
      const callbacks = [...idleQueue.values()];
      idleQueue.clear();
      callbacks.forEach((callback) => callback());
    },
  };
}

describe("whenIdle", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("waits for the load event, then for an idle moment", () => {
    const page = fakePage("interactive");
    const task = vi.fn();
    whenIdle(task);
    page.idle();
    expect(task).not.toHaveBeenCalled();
    page.load();
    expect(task).not.toHaveBeenCalled();
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("after load, runs at the next idle moment; never once cancelled", () => {
    const page = fakePage("complete");
    const ran = vi.fn();
    const cancelled = vi.fn();
    whenIdle(ran);
    whenIdle(cancelled)();
    page.idle();
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it("cancelled before load, it never runs", () => {
    const page = fakePage("loading");
    const task = vi.fn();
    whenIdle(task)();
    page.load();
    page.idle();
    expect(task).not.toHaveBeenCalled();
  });
});
