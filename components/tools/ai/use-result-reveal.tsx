"use client";

import { useRef, useState } from "react";

/** Below Tailwind's lg breakpoint the result sits under the form; from lg on it is a sticky column. */
const STACKED = "(max-width: 1023.98px)";

/** The focus moves to the result only when the busy button took it away; a person typing keeps it. */
export function useResultReveal<T extends HTMLElement = HTMLElement>() {
  const region = useRef<T>(null);
  const [announcement, setAnnouncement] = useState("");

  function start() {
    setAnnouncement("");
    if (!region.current || !window.matchMedia(STACKED).matches) return;
    const instant = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    region.current.scrollIntoView({ behavior: instant ? "auto" : "smooth", block: "start" });
  }

  function done(message: string) {
    setAnnouncement(message);
    const focused = document.activeElement;
    if (!focused || focused === document.body) region.current?.focus({ preventScroll: true });
  }

  return { region, start, done, announcer: <ResultAnnouncer message={announcement} /> };
}

/** A polite live region, always in the page, so screen readers hear the message when it changes. */
function ResultAnnouncer({ message }: { message: string }) {
  return (
    <p role="status" className="sr-only">
      {message}
    </p>
  );
}
