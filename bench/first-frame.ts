/**
 * The landing's first frame under a phone's throttling, measured in Chromium side by side for several
 * builds (or variants of one page's HTML) in the same run, so a loaded machine slows every candidate alike:
 * FCP, LCP and its element, the render delay (LCP minus the HTML's last byte), the main-thread long tasks
 * before the LCP, and the DOM elements. Throttling as Lighthouse's DevTools mode: 562.5 ms per request,
 * 1.4 Mbps down, CPU x4. On a loaded machine the times swing by seconds; the trace's thread time of the main
 * thread before the LCP (style, layout, and all of it) counts the CPU the renderer itself used, so it stays
 * comparable under load. Chromium's CPU throttling keeps the thread busy, so these are throttled milliseconds:
 * 4-4,5 times an unthrottled load's (the empty page's script 136 ms unthrottled, 608 ms at x4). From the same
 * thread time, the blocking after the first paint as Lighthouse's simulation counts it (its TBT): each
 * main-thread task after FCP, its unthrottled CPU times 4 (here its thread time as it is), less 50 ms.
 * Lighthouse takes each task's wall time instead, which a loaded machine stretches; this is that figure as a
 * quiet machine would give it. Likewise script evaluation as Lighthouse's main-thread breakdown groups it (the
 * self time of script events over the load and the 3 s after it), in thread time, and its ratio to the first
 * page's: the issue 52 goal's third figure without the load's stretch.
 * Usage: npx tsx bench/first-frame.ts RUNS URL [URL ...]  (e.g. a before and an after build of one route)
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { phone } from "../e2e/support/devices";

const [runsArg, ...urls] = process.argv.slice(2);
const runs = Number(runsArg);
if (!runs || urls.length === 0) throw new Error("usage: bench/first-frame.ts RUNS URL [URL ...]");

type Sample = {
  fcp: number;
  lcp: number;
  delay: number;
  blocking: number;
  tasks: number;
  dom: number;
  /** Elements in the document in the frame that first held the LCP element: what that frame laid out. */
  laidOut: number;
  element: string;
  /** Main-thread CPU before the LCP (trace thread time, ms): style recalc, layout, paint, every task. */
  styleCpu: number;
  layoutCpu: number;
  paintCpu: number;
  taskCpu: number;
  /** Tasks after FCP, each one's throttled thread time less 50 ms, summed: the simulated TBT without the load. */
  blockingCpu: number;
  /** Self thread time of the main thread's script events over the whole trace (Lighthouse's "scriptEvaluation"). */
  scriptCpu: number;
};

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tts?: number;
  tdur?: number;
  pid: number;
  tid: number;
};

/** The trace events Lighthouse's main-thread breakdown counts as script evaluation (its task groups). */
const scriptEvents = new Set([
  "EventDispatch",
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "FireIdleCallback",
  "FireAnimationFrame",
  "RunMicrotasks",
  "V8.Execute",
]);

/** Self thread time (ms) of the script events among a thread's complete events: each less its children. */
function scriptSelfTime(events: TraceEvent[]) {
  const sorted = events
    .filter((event) => event.tdur !== undefined && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const open: { event: TraceEvent; children: number }[] = [];
  let total = 0;
  const close = () => {
    const { event, children } = open.pop()!;
    if (scriptEvents.has(event.name)) total += event.tdur! - children;
  };
  for (const event of sorted) {
    while (open.length && open.at(-1)!.event.ts + open.at(-1)!.event.dur! <= event.ts) close();
    if (open.length) open.at(-1)!.children += event.tdur!;
    open.push({ event, children: 0 });
  }
  while (open.length) close();
  return total / 1000;
}

/** Thread time of the renderer's main thread before the last LCP candidate and after FCP, from a trace. */
function cpuOf(trace: Buffer) {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const lcp = events.filter((event) => event.name === "largestContentfulPaint::Candidate").at(-1);
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  if (!lcp || !fcp)
    return { styleCpu: NaN, layoutCpu: NaN, paintCpu: NaN, taskCpu: NaN, blockingCpu: NaN, scriptCpu: NaN };
  const main = events.filter((e) => e.ph === "X" && e.pid === lcp.pid && e.tid === lcp.tid);
  const sum = (name: string) =>
    main.filter((e) => e.name === name && e.ts < lcp.ts).reduce((total, event) => total + (event.tdur ?? 0), 0) / 1000;
  return {
    styleCpu: sum("UpdateLayoutTree"),
    layoutCpu: sum("Layout"),
    paintCpu: sum("Paint"),
    taskCpu: sum("ThreadControllerImpl::RunTask"),
    blockingCpu: main
      .filter((e) => e.name === "ThreadControllerImpl::RunTask" && e.ts >= fcp.ts)
      .reduce((total, event) => total + Math.max(0, (event.tdur ?? 0) / 1000 - 50), 0),
    scriptCpu: scriptSelfTime(main),
  };
}

async function measure(browser: Browser, page: Page, url: string): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.4 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: { time: number; element: string }[]; __tasks: number[][] };
    w.__lcp = [];
    w.__tasks = [];
    // Each frame's element count (a loop by index: a named function would need tsx's __name helper here).
    const frames: [number, number][] = [];
    (w as unknown as { __frames: [number, number][] }).__frames = frames;
    const loops = [
      (time: number) => {
        frames.push([time, document.getElementsByTagName("*").length]);
        if (time < 10_000) requestAnimationFrame(loops[0]);
      },
    ];
    requestAnimationFrame(loops[0]);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        const el = entry.element;
        w.__lcp.push({
          time: entry.startTime,
          element: el ? `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join(".")}` : "?",
        });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: "longtask", buffered: true });
  });
  await browser.startTracing(page, { categories: ["devtools.timeline", "loading", "toplevel", "v8", "v8.execute"] });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  await page.waitForTimeout(3000);
  const cpu = cpuOf(await browser.stopTracing());
  const timings = await page.evaluate(() => {
    const w = window as unknown as {
      __lcp: { time: number; element: string }[];
      __tasks: number[][];
      __frames: [number, number][];
    };
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const last = w.__lcp.at(-1) ?? { time: NaN, element: "?" };
    const before = w.__tasks.filter(([start]) => start < last.time);
    return {
      fcp,
      lcp: last.time,
      delay: last.time - nav.responseEnd,
      blocking: before.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      tasks: before.reduce((sum, [, duration]) => sum + duration, 0),
      dom: document.getElementsByTagName("*").length,
      laidOut: [...w.__frames].reverse().find(([time]) => time <= last.time)?.[1] ?? NaN,
      element: last.element,
    };
  });
  return { ...timings, ...cpu };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  const samples = new Map<string, Sample[]>(urls.map((url) => [url, []]));
  for (let run = 0; run < runs; run++) {
    for (const url of urls) {
      const context = await browser.newContext(phone);
      samples.get(url)!.push(await measure(browser, await context.newPage(), url));
      await context.close();
    }
  }
  await browser.close();
  console.log(
    "| page | FCP ms | LCP ms (runs) | LCP - HTML end ms | long tasks before LCP ms | DOM elements | elements at the LCP frame | main-thread CPU before LCP ms | style / layout / paint CPU ms | blocking after FCP ms (runs) | script evaluation CPU ms (runs) | × the first page's | LCP element |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  const firstScript = median(samples.get(urls[0])!.map((sample) => sample.scriptCpu));
  for (const [url, list] of samples) {
    const m = (key: keyof Sample) => Math.round(median(list.map((sample) => sample[key] as number)));
    const runs = (key: "lcp" | "blockingCpu" | "scriptCpu") => list.map((sample) => Math.round(sample[key])).join(", ");
    const ratio = (median(list.map((sample) => sample.scriptCpu)) / firstScript).toFixed(2);
    console.log(
      `| ${url} | ${m("fcp")} | ${m("lcp")} (${runs("lcp")}) | ${m("delay")} | ${m("tasks")} | ${m("dom")} | ${m("laidOut")} | ${m("taskCpu")} | ${m("styleCpu")} / ${m("layoutCpu")} / ${m("paintCpu")} | ${m("blockingCpu")} (${runs("blockingCpu")}) | ${m("scriptCpu")} (${runs("scriptCpu")}) | ${ratio}x | ${list.at(-1)!.element} |`,
    );
  }
}

void main();
