import type { CategoryId } from "@/lib/recipes/catalog";

export const ALL = "todas" as const;
export type CategoryFilter = CategoryId | typeof ALL;

/** Lower case without accents, so 'acai' finds 'Açaí' (NFD splits letters from their diacritics). */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/**
 * SPEC's rule: the category is the chosen one (or Todas) and the title contains the search text. With no
 * search text no title is folded: the app filters on arrival, and a page's first Unicode-property regex costs
 * 10-17 ms of a phone's start-up (CPU x4 in Chromium, the first call only; bench/history.md, issue 52).
 */
export function filterRecipes<T extends { title: string; category: CategoryId }>(
  list: readonly T[],
  category: CategoryFilter,
  query: string,
): T[] {
  const text = query.trim();
  const needle = text ? foldText(text) : "";
  return list.filter(
    (recipe) =>
      (category === ALL || recipe.category === category) && (!needle || foldText(recipe.title).includes(needle)),
  );
}
