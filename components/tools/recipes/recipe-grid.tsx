import type { RecipeSummary } from "@/lib/recipes/catalog";
import { RecipeCard } from "./recipe-card";

type Props = {
  recipes: readonly RecipeSummary[];
  favorites: readonly string[];
  onToggleFavorite(id: string): void;
  empty: string;
  label: string;
};

export function RecipeGrid({ recipes, favorites, onToggleFavorite, empty, label }: Props) {
  if (recipes.length === 0) {
    return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{empty}</p>;
  }
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3">
      {recipes.map((recipe) => (
        <li key={recipe.id}>
          <RecipeCard
            recipe={recipe}
            favorite={favorites.includes(recipe.id)}
            onToggleFavorite={() => onToggleFavorite(recipe.id)}
          />
        </li>
      ))}
    </ul>
  );
}
