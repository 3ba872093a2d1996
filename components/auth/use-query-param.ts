"use client";

import { useSyncExternalStore } from "react";

const unchanging = () => () => {};

/**
 * Read after hydration, so the page itself can stay static: the HTML is drawn as without the parameter (null),
 * and React draws again only when the address has it (a visit without one costs no second render).
 */
export function useQueryParam(name: string): string | null {
  return useSyncExternalStore(
    unchanging,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
}
