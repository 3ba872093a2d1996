"use client";

import { useCallback, useMemo } from "react";
import { parseShopping, SHOPPING_KEY, type ShoppingState } from "@/lib/recipes/shopping-list";
import { useStored, writeStored } from "./use-stored";

/** The shopping list kept on the device, and a way to change it from its current value. */
export function useShoppingList() {
  const [raw, current] = useStored(SHOPPING_KEY);
  const state = useMemo(() => parseShopping(raw), [raw]);
  const update = useCallback(
    (change: (state: ShoppingState) => ShoppingState) =>
      writeStored(SHOPPING_KEY, JSON.stringify(change(parseShopping(current())))),
    [current],
  );
  return { state, update };
}
