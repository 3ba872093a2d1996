import { afterEach, describe, expect, it, vi } from "vitest";
import { whileSeen } from "./while-seen";

/** A page in Node: the tab's visibility and one element's place on the screen, both moved by the test. */
function fakePage() {
  const document = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState });
  const observers = new Set<{ callback: (entries: { isIntersecting: boolean }[]) => void }>();
  vi.stubGlobal("document", document);
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        observers.add(this);
      }
      disconnect() {
        observers.delete(this);
      }
    },
  );
  return {
    scroll(isIntersecting: boolean) {
      observers.forEach((observer) => observer.callback([{ isIntersecting }]));
    },
    tab(visibilityState: DocumentVisibilityState) {
      document.visibilityState = visibilityState;
      document.dispatchEvent(new Event("visibilitychange"));
    },
    watched: () => observers.size,
  };
}

/** Work that counts its starts and stops. */
function work() {
  const counts = { started: 0, stopped: 0 };
  const start = () => {
    counts.started++;
    return () => void counts.stopped++;
  };
  return { counts, start };
}

describe("whileSeen", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("runs only while the element is on the screen", () => {
    const page = fakePage();
    const { counts, start } = work();
    whileSeen({} as Element, start);
    expect(counts).toEqual({ started: 0, stopped: 0 });
    page.scroll(true);
    expect(counts).toEqual({ started: 1, stopped: 0 });
    page.scroll(true);
    expect(counts).toEqual({ started: 1, stopped: 0 });
    page.scroll(false);
    expect(counts).toEqual({ started: 1, stopped: 1 });
    page.scroll(true);
    expect(counts).toEqual({ started: 2, stopped: 1 });
  });

  it("stops while the tab is hidden and starts again when it comes back", () => {
    const page = fakePage();
    const { counts, start } = work();
    whileSeen({} as Element, start);
    page.scroll(true);
    page.tab("hidden");
    expect(counts).toEqual({ started: 1, stopped: 1 });
    page.scroll(false);
    page.scroll(true);
    expect(counts).toEqual({ started: 1, stopped: 1 });
    page.tab("visible");
    expect(counts).toEqual({ started: 2, stopped: 1 });
  });

  it("stops the work and every watcher when it is cancelled", () => {
    const page = fakePage();
    const { counts, start } = work();
    const cancel = whileSeen({} as Element, start);
    page.scroll(true);
    cancel();
    expect(counts).toEqual({ started: 1, stopped: 1 });
    expect(page.watched()).toBe(0);
    page.tab("visible");
    expect(counts.started).toBe(1);
  });
});
