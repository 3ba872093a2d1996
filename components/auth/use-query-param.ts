"use client";

import { useSyncExternalStore } from "react";

const unchanging = () => () => {};

/**
 * A query parameter of the page's address, read after hydration so the page itself can stay static:
 * undefined on the server and during hydration, then the value (null when absent).
 */
export function useQueryParam(name: string): string | null | undefined {
  return useSyncExternalStore(
    unchanging,
    () => new URLSearchParams(window.location.search).get(name),
    () => undefined,
  );
}
