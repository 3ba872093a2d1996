import { categories, type RecipeSummary } from "@/lib/recipes/catalog";
import { ALL, type CategoryFilter } from "@/lib/recipes/filter";
import { clsx } from "clsx";
import { CategoryIcon } from "./category-icon";

type Props = {
  category: CategoryFilter;
  onCategory(category: CategoryFilter): void;
  /** Every recipe, for each category's count. */
  recipes: readonly RecipeSummary[];
};

/** Explorar's categories, each with its count; the chosen one's recipes follow in the app's list. */
export function ExplorePanel({ category, onCategory, recipes }: Props) {
  return (
    <section aria-labelledby="categorias-title" className="grid gap-3">
      <h2 id="categorias-title" className="text-lg font-bold">
        Categorias
      </h2>
      <div className="grid grid-cols-2 gap-3">
        {categories.map((item) => {
          const total = recipes.filter((recipe) => recipe.category === item.id).length;
          return (
            <button
              key={item.id}
              type="button"
              aria-pressed={category === item.id}
              onClick={() => onCategory(category === item.id ? ALL : item.id)}
              className={clsx(
                "flex flex-col items-start gap-1 rounded-lg border p-4 text-left transition-colors",
                category === item.id
                  ? "border-primary bg-secondary text-secondary-foreground"
                  : "bg-card hover:bg-muted",
              )}
            >
              <CategoryIcon id={item.id} className="size-6 text-primary" />
              <span className="font-semibold">{item.name}</span>
              <span className="text-xs text-muted-foreground">{total === 1 ? "1 receita" : `${total} receitas`}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
