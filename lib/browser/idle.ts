/**
 * Runs `task` once the page has loaded and the main thread is free (at most `timeout` ms later): work the
 * first paint and the first interaction do not need (an animation, a request, analytics)
 * stays out of start-up's long tasks, which hold the first frame back on a slow phone (issue 48).
 * Answers a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: the next task after load is the best it offers.
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(run, { timeout });
    else timer = setTimeout(run, 0);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
