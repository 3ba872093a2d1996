"use client";

import { useCallback, useMemo } from "react";
import { FAVORITES_KEY, parseFavorites, toggleFavorite } from "@/lib/recipes/favorites";
import { useStored, writeStored } from "./use-stored";

export function useFavorites(knownIds: readonly string[]) {
  const [raw, current] = useStored(FAVORITES_KEY);
  const ids = useMemo(() => parseFavorites(raw, knownIds), [raw, knownIds]);
  const toggle = useCallback(
    (id: string) => writeStored(FAVORITES_KEY, JSON.stringify(toggleFavorite(parseFavorites(current(), knownIds), id))),
    [knownIds, current],
  );
  return { ids, toggle };
}
