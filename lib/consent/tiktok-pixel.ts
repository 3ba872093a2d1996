/**
 * TikTok's standard pixel base code (Events Manager), rewritten in TypeScript with the script host
 * taken from configuration (TIKTOK_PIXEL_HOST). It only runs after consent: loading this module
 * sends nothing by itself.
 */
type Call = unknown[];
type Queue = Call[] & Record<string, unknown>;
type Ttq = Queue & {
  methods: string[];
  setAndDefer(target: Queue, method: string): void;
  instance(id: string): Queue;
  load(id: string, options?: Record<string, unknown>): void;
  page(): void;
  _i: Record<string, Queue>;
  _t: Record<string, number>;
  _o: Record<string, Record<string, unknown>>;
};
type PixelWindow = Window & { ttq?: Ttq; TiktokAnalyticsObject?: string };

const methods = ["page", "track", "identify", "instances", "debug", "on", "off", "once", "ready", "alias", "group",
  "enableCookie", "disableCookie", "holdConsent", "revokeConsent", "grantConsent"];

let loadedId: string | undefined;

function install(host: string, id: string): Ttq {
  const w = window as PixelWindow;
  w.TiktokAnalyticsObject = "ttq";
  const ttq = (w.ttq ??= [] as unknown as Ttq);
  ttq.methods = methods;
  ttq.setAndDefer = (target, method) => {
    target[method] = (...args: unknown[]) => {
      target.push([method, ...args]);
      return target;
    };
  };
  for (const method of methods) ttq.setAndDefer(ttq, method);
  ttq.instance = (sdkid) => {
    const queue = ttq._i[sdkid] ?? ([] as unknown as Queue);
    for (const method of methods) ttq.setAndDefer(queue, method);
    return queue;
  };
  ttq.load = (sdkid, options) => {
    const src = `${host}/i18n/pixel/events.js`;
    ttq._i ??= {};
    ttq._i[sdkid] = [] as unknown as Queue;
    ttq._i[sdkid]._u = src;
    ttq._t ??= {};
    ttq._t[sdkid] = Date.now();
    ttq._o ??= {};
    ttq._o[sdkid] = options ?? {};
    const script = document.createElement("script");
    script.async = true;
    script.src = `${src}?sdkid=${encodeURIComponent(sdkid)}&lib=ttq`;
    document.head.appendChild(script);
  };
  ttq.load(id);
  return ttq;
}

/** Loads the pixel once (first call) and records one page view. */
export function trackPageView(host: string, id: string) {
  const w = window as PixelWindow;
  if (loadedId !== id || !w.ttq) {
    install(host, id);
    loadedId = id;
  }
  w.ttq!.page();
}
