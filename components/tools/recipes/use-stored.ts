"use client";

import { useCallback, useSyncExternalStore } from "react";

// What the app keeps on the device lives in localStorage (kept across visits); when storage is refused it
// lives in memory for this visit.
const listeners = new Set<() => void>();
const memory = new Map<string, string>();

function read(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? "";
  } catch {
    return memory.get(key) ?? "";
  }
}

export function writeStored(key: string, value: string) {
  memory.set(key, value);
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the in-memory copy still works for this visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The raw text kept under `key` ('' on the server and before hydration), and a reader for updates. */
export function useStored(key: string): [string, () => string] {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => "",
  );
  return [raw, useCallback(() => read(key), [key])];
}
