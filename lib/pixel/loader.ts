import { pixelScriptPath } from "./base-code";

/** The part of TikTok's `ttq` object the tester uses (a call queue until the real script takes over). */
export type Ttq = unknown[] & {
  methods: string[];
  identify(data: object): unknown;
  track(event: string, properties: object, options?: object): unknown;
  page(): unknown;
  load(id: string, options?: object): void;
  instance(id: string): unknown;
  _i?: Record<string, unknown[] & { _u?: string }>;
  _t?: Record<string, number>;
  _o?: Record<string, object>;
  [key: string]: unknown;
};

type PixelWindow = Window & { ttq?: Ttq; TiktokAnalyticsObject?: string };

const methods = [
  "page",
  "track",
  "identify",
  "instances",
  "debug",
  "on",
  "off",
  "once",
  "ready",
  "alias",
  "group",
  "enableCookie",
  "disableCookie",
  "holdConsent",
  "revokeConsent",
  "grantConsent",
];

export function removePixel(win: Window, doc: Document) {
  doc.querySelectorAll(`script[src*="${pixelScriptPath}"]`).forEach((script) => script.remove());
  const pixelWindow = win as PixelWindow;
  delete pixelWindow.ttq;
  delete pixelWindow.TiktokAnalyticsObject;
}

export type InstalledPixel = {
  script: HTMLScriptElement;
  loaded(): boolean | undefined;
  settled(ms: number): Promise<boolean | undefined>;
  ready(): Ttq | undefined;
};

export function installPixel(win: Window, doc: Document, host: string, pixelId: string): InstalledPixel {
  const pixelWindow = win as PixelWindow;
  pixelWindow.TiktokAnalyticsObject = "ttq";
  const ttq = (pixelWindow.ttq ??= [] as unknown as Ttq);
  const defer = (target: unknown[] & Record<string, unknown>, method: string) => {
    target[method] = (...args: unknown[]) => target.push([method, ...args]);
  };
  ttq.methods = methods;
  methods.forEach((method) => defer(ttq, method));
  ttq.instance = (id: string) => {
    const instance = (ttq._i?.[id] ?? []) as unknown[] & Record<string, unknown>;
    methods.forEach((method) => defer(instance, method));
    return instance;
  };

  const state: { script?: HTMLScriptElement; status?: boolean; settled?: Promise<boolean> } = {};
  const queuedTrack = ttq.track;
  ttq.load = (id: string, options?: object) => {
    const url = `${host}${pixelScriptPath}`;
    ttq._i ??= {};
    ttq._i[id] = Object.assign([], { _u: url });
    ttq._t ??= {};
    ttq._t[id] = Date.now();
    ttq._o ??= {};
    ttq._o[id] = options ?? {};
    const script = doc.createElement("script");
    script.async = true;
    script.src = `${url}?sdkid=${encodeURIComponent(id)}&lib=ttq`;
    state.settled = new Promise((resolve) => {
      script.addEventListener("load", () => resolve((state.status = true)));
      script.addEventListener("error", () => resolve((state.status = false)));
    });
    state.script = doc.head.appendChild(script);
  };
  ttq.load(pixelId);
  ttq.page();

  if (!state.script || !state.settled) throw new Error("ttq.load não criou o script do pixel");
  const settled = state.settled;
  return {
    script: state.script,
    loaded: () => state.status,
    settled: (ms) => Promise.race([settled, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]),
    // A script that loaded but left our queue in place did not recognise the pixel id.
    ready: () => {
      const current = pixelWindow.ttq;
      return state.status === true && current && typeof current.track === "function" && current.track !== queuedTrack
        ? current
        : undefined;
    },
  };
}
