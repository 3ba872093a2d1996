"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import { FAVORITES_KEY, parseFavorites, toggleFavorite } from "@/lib/recipes/favorites";

// Favourites live in localStorage (kept across visits); when storage is refused they live in memory.
const listeners = new Set<() => void>();
let memory = "";

function read(): string {
  try {
    return window.localStorage.getItem(FAVORITES_KEY) ?? "";
  } catch {
    return memory;
  }
}

function write(value: string) {
  memory = value;
  try {
    window.localStorage.setItem(FAVORITES_KEY, value);
  } catch {
    // Private mode or a full quota: the in-memory copy still works for this visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === FAVORITES_KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useFavorites(knownIds: readonly string[]) {
  const raw = useSyncExternalStore(subscribe, read, () => "");
  const ids = useMemo(() => parseFavorites(raw, knownIds), [raw, knownIds]);
  const toggle = useCallback(
    (id: string) => write(JSON.stringify(toggleFavorite(parseFavorites(read(), knownIds), id))),
    [knownIds],
  );
  return { ids, toggle };
}
