import { LIST_NAME_ID, type RecipeSummary } from "@/lib/recipes/catalog";
import { StaticContent } from "@/components/ui/static-content";
import { RecipeCard } from "./recipe-card";

/**
 * Every recipe's card, once, as static HTML React does not hydrate (components/ui/static-content.tsx):
 * 24 cards were 550 of the 650 elements React walked on the page's arrival. The app shows the ones its tab,
 * category and search choose and marks the favorites by their data attributes (use-recipe-list.ts).
 * Each card is laid out and drawn only as it comes near the screen (`content-visibility: auto`, its height a
 * guess until then): the list starts below a phone's first screen, and drawing its 24 pictures on arrival was
 * a third of the page's layout time at a phone's speed (bench/history.md).
 */
export function RecipeList({ recipes }: { recipes: readonly RecipeSummary[] }) {
  return (
    <StaticContent>
      <ul aria-labelledby={LIST_NAME_ID} className="grid grid-cols-2 gap-3">
        {recipes.map((recipe) => (
          <li
            key={recipe.id}
            data-recipe={recipe.id}
            className="[contain-intrinsic-size:auto_18rem] [content-visibility:auto]"
          >
            <RecipeCard recipe={recipe} />
          </li>
        ))}
      </ul>
    </StaticContent>
  );
}
