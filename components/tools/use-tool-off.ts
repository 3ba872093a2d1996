"use client";

import { useSyncExternalStore } from "react";

declare global {
  interface Window {
    /** The tools the server answering this page cannot run, once public/shell.js has asked it (GET /api/tools). */
    toolsOff?: readonly string[];
  }
}

function subscribe(listener: () => void) {
  window.addEventListener("toolsoff", listener);
  return () => window.removeEventListener("toolsoff", listener);
}

/**
 * Whether the tool at `href` is off on this server, for a client component: `rendered` is what the page was
 * rendered with, until public/shell.js has the server's answer (it asks once per page load, for the marks).
 * Compared as text, so an answer that says what the page already shows draws nothing again.
 */
export function useToolOff(rendered: readonly string[]): (href: string) => boolean {
  const current = useSyncExternalStore(
    subscribe,
    () => (window.toolsOff ?? rendered).join(" "),
    () => rendered.join(" "),
  );
  const off = current.split(" ");
  return (href) => off.includes(href);
}
