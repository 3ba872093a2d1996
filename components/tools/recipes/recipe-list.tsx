import { LIST_NAME_ID, type RecipeSummary } from "@/lib/recipes/catalog";
import { StaticContent } from "@/components/ui/static-content";
import { RecipeCard } from "./recipe-card";

/**
 * Every recipe's card, once, as static HTML React does not hydrate (components/ui/static-content.tsx):
 * 24 cards were 550 of the 650 elements React walked on the page's arrival. The app shows the ones its tab,
 * category and search choose and marks the favorites by their data attributes (use-recipe-list.ts).
 */
export function RecipeList({ recipes }: { recipes: readonly RecipeSummary[] }) {
  return (
    <StaticContent>
      <ul aria-labelledby={LIST_NAME_ID} className="grid grid-cols-2 gap-3">
        {recipes.map((recipe) => (
          <li key={recipe.id} data-recipe={recipe.id}>
            <RecipeCard recipe={recipe} />
          </li>
        ))}
      </ul>
    </StaticContent>
  );
}
