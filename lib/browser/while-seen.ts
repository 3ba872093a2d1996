/**
 * Runs `start` while `element` is on the screen and the page is in view, and the function `start` answers
 * whenever either stops being true: decorative work (the landing's typing title, ten changes a second, each a
 * layout and a paint) costs the phone nothing once the visitor has scrolled past it or switched tabs
 * (issue 52). Answers a function that stops watching, and stops the work if it is running.
 */
export function whileSeen(element: Element, start: () => () => void): () => void {
  let onScreen = false;
  let stop: (() => void) | undefined;
  const update = () => {
    const seen = onScreen && document.visibilityState === "visible";
    if (seen && !stop) stop = start();
    else if (!seen && stop) {
      stop();
      stop = undefined;
    }
  };
  const observer = new IntersectionObserver((entries) => {
    onScreen = entries[entries.length - 1].isIntersecting;
    update();
  });
  observer.observe(element);
  document.addEventListener("visibilitychange", update);
  return () => {
    observer.disconnect();
    document.removeEventListener("visibilitychange", update);
    stop?.();
    stop = undefined;
  };
}
