import { describe, expect, it } from "vitest";
import { installPixel, removePixel, type Ttq } from "./loader";

/** Just enough of a document for the loader: script elements with listeners, in <head>. */
function fakePage() {
  type FakeScript = {
    src: string;
    async: boolean;
    listeners: Record<string, () => void>;
    remove(): void;
    addEventListener(type: string, fn: () => void): void;
  };
  const scripts: FakeScript[] = [];
  const doc = {
    createElement: () => {
      const script: FakeScript = {
        src: "",
        async: false,
        listeners: {},
        remove: () => scripts.splice(scripts.indexOf(script), 1),
        addEventListener: (type, fn) => (script.listeners[type] = fn),
      };
      return script;
    },
    head: { appendChild: (script: FakeScript) => (scripts.push(script), script) },
    querySelectorAll: (selector: string) =>
      scripts.filter((s) => selector.includes("events.js") && s.src.includes("/i18n/pixel/events.js")),
  };
  const win: Record<string, unknown> = {};
  return { win: win as unknown as Window & { ttq?: Ttq }, doc: doc as unknown as Document, scripts };
}

describe("installPixel", () => {
  it("queues calls like TikTok's base code and points the script at the host", () => {
    const { win, doc, scripts } = fakePage();
    const pixel = installPixel(win, doc, "http://pixel.test", "CABC");
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe("http://pixel.test/i18n/pixel/events.js?sdkid=CABC&lib=ttq");
    expect(scripts[0].async).toBe(true);
    expect((win as unknown as Record<string, unknown>).TiktokAnalyticsObject).toBe("ttq");
    expect(Array.from(win.ttq!)).toEqual([["page"]]);
    expect(win.ttq!._i?.CABC?._u).toBe("http://pixel.test/i18n/pixel/events.js");
    win.ttq!.track("Purchase", { value: 1 });
    expect(Array.from(win.ttq!)).toEqual([["page"], ["track", "Purchase", { value: 1 }]]);
    expect(pixel.loaded()).toBeUndefined();
    expect(pixel.ready()).toBeUndefined();
  });

  it("is ready only after the script loaded and took over the queue", async () => {
    const { win, doc, scripts } = fakePage();
    const pixel = installPixel(win, doc, "http://pixel.test", "CABC");
    win.ttq!.track = () => undefined; // what TikTok's script does when it knows the id
    (scripts[0] as unknown as { listeners: Record<string, () => void> }).listeners.load();
    expect(pixel.loaded()).toBe(true);
    expect(await pixel.settled(1000)).toBe(true);
    expect(pixel.ready()).toBe(win.ttq);
  });

  it("is not ready when the script loaded but left the queue in place (an id it does not know)", () => {
    const { win, doc, scripts } = fakePage();
    const pixel = installPixel(win, doc, "http://pixel.test", "CABC");
    (scripts[0] as unknown as { listeners: Record<string, () => void> }).listeners.load();
    expect(pixel.loaded()).toBe(true);
    expect(pixel.ready()).toBeUndefined();
  });

  it("reports a script that failed, and one still pending after the wait", async () => {
    const { win, doc, scripts } = fakePage();
    const pixel = installPixel(win, doc, "http://pixel.test", "CABC");
    expect(await pixel.settled(10)).toBeUndefined();
    (scripts[0] as unknown as { listeners: Record<string, () => void> }).listeners.error();
    expect(pixel.loaded()).toBe(false);
    expect(await pixel.settled(1000)).toBe(false);
    expect(pixel.ready()).toBeUndefined();
  });
});

describe("removePixel", () => {
  it("drops the script elements and the global object, even one set up by someone else", () => {
    const { win, doc, scripts } = fakePage();
    installPixel(win, doc, "http://pixel.test", "COLD");
    win.ttq!.push(["identify", {}]);
    removePixel(win, doc);
    expect(scripts).toHaveLength(0);
    expect(win.ttq).toBeUndefined();
    installPixel(win, doc, "http://pixel.test", "CNEW");
    expect(scripts.map((s) => s.src)).toEqual(["http://pixel.test/i18n/pixel/events.js?sdkid=CNEW&lib=ttq"]);
    expect(Array.from(win.ttq!)).toEqual([["page"]]);
  });
});
