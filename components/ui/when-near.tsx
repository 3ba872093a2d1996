"use client";

import { Suspense, use, useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";

type Signal = { promise: Promise<void>; resolve: () => void };

function signal(): Signal {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** How far below (or above) the screen the content starts its script: it is ready before it is seen. */
const margin = "600px 0px";

/**
 * Interactive content far below the first screen (the landing's contact form): on the first load the browser
 * shows the server's HTML, and React neither loads its code nor hydrates it until it comes near the screen or
 * the person reaches into it (focus, a pointer). `children` should be a lazy() component, so its script is
 * not among the page's. Until then React keeps the server's HTML as it is (a Suspense boundary suspended
 * while hydrating stays dehydrated). Reached by a client-side navigation, with no server HTML to keep, it
 * renders at once. Issue 52: the page's start-up runs no script for what nobody sees yet.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [near] = useState(() =>
    typeof document !== "undefined" && document.querySelector(`[data-near="${id}"]`) ? signal() : null,
  );

  // A form sent before its script came would go to the page's own address with the fields in the URL: it is
  // held, the script is asked for, and it is sent once hydrated (its own submit handler then runs).
  const held = useRef<HTMLFormElement | null>(null);
  const hydrated = useRef(false);
  const onHydrated = useCallback(() => {
    hydrated.current = true;
    const form = held.current;
    held.current = null;
    form?.requestSubmit();
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!near || !element) return;
    const hold = (event: Event) => {
      if (hydrated.current || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      held.current = event.target;
      near.resolve();
    };
    element.addEventListener("submit", hold, true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near.resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    const reached = ["focusin", "pointerdown"] as const;
    for (const type of reached) element.addEventListener(type, near.resolve);
    const stop = () => {
      observer.disconnect();
      for (const type of reached) element.removeEventListener(type, near.resolve);
    };
    void near.promise.then(stop);
    return () => {
      stop();
      element.removeEventListener("submit", hold, true);
    };
  }, [near]);

  return (
    <div ref={box} data-near={id}>
      <Suspense fallback={null}>
        <Gate near={near} onHydrated={onHydrated}>
          {children}
        </Gate>
      </Suspense>
    </div>
  );
}

function Gate({ near, onHydrated, children }: { near: Signal | null; onHydrated: () => void; children: ReactNode }) {
  if (near) use(near.promise);
  return (
    <>
      {children}
      <Committed then={onHydrated} />
    </>
  );
}

/** Runs `then` once what comes before it is committed (its effects run after those of the children before it). */
function Committed({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}
