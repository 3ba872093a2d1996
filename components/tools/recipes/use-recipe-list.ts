"use client";

import { useLayoutEffect, type MouseEvent, type RefObject } from "react";

/**
 * Drives the static list of recipe-list.tsx from the app's state: shows the cards of `shown` (hides the
 * others) and presses the hearts of `favorites`, before the browser paints; a click on a heart calls
 * `onToggle` with its recipe. `box`: an element around the list; the handler returned goes on its onClick.
 */
export function useRecipeList(
  box: RefObject<HTMLElement | null>,
  shown: ReadonlySet<string>,
  favorites: readonly string[],
  onToggle: (id: string) => void,
) {
  useLayoutEffect(() => {
    const list = box.current;
    if (!list) return;
    for (const item of list.querySelectorAll<HTMLElement>("[data-recipe]"))
      item.hidden = !shown.has(item.dataset.recipe ?? "");
    for (const heart of list.querySelectorAll<HTMLElement>("[data-favorite]"))
      heart.setAttribute("aria-pressed", String(favorites.includes(heart.dataset.favorite ?? "")));
  }, [box, shown, favorites]);
  return (event: MouseEvent) => {
    const heart = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-favorite]") : null;
    if (heart?.dataset.favorite) onToggle(heart.dataset.favorite);
  };
}
