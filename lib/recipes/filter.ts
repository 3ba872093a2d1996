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

/** SPEC's rule: the category is the chosen one (or Todas) and the title contains the search text. */
export function filterRecipes<T extends { title: string; category: CategoryId }>(
  list: readonly T[],
  category: CategoryFilter,
  query: string,
): T[] {
  const needle = foldText(query.trim());
  return list.filter(
    (recipe) => (category === ALL || recipe.category === category) && foldText(recipe.title).includes(needle),
  );
}
