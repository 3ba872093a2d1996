"use client";

import { useSyncExternalStore } from "react";

const unchanging = () => () => {};

/** Read after hydration (undefined until then), so the page itself can stay static. */
export function useQueryParam(name: string): string | null | undefined {
  return useSyncExternalStore(
    unchanging,
    () => new URLSearchParams(window.location.search).get(name),
    () => undefined,
  );
}
