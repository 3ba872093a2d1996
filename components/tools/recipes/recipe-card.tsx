import { buttonVariants } from "@/components/ui/button-variants";
import { categoryOf, recipePath, type RecipeSummary } from "@/lib/recipes/catalog";
import { FavoriteButton } from "./favorite-button";
import { RecipeFacts } from "./recipe-facts";
import { RecipeImage } from "./recipe-image";

/** A recipe in the list: static HTML (recipe-list.tsx), its link a plain one (components/layout/static-links.tsx). */
export function RecipeCard({ recipe }: { recipe: RecipeSummary }) {
  const category = categoryOf(recipe);
  const titleId = `receita-${recipe.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm"
    >
      <div className="relative">
        <RecipeImage src={recipe.image} alt={recipe.title} className="aspect-[4/3] h-auto w-full" />
        <FavoriteButton recipe={recipe} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="text-xs font-semibold text-primary">{category.name}</p>
        <h3 id={titleId} className="text-sm leading-snug font-semibold">
          {recipe.title}
        </h3>
        <RecipeFacts
          recipe={recipe}
          className="mt-auto flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground"
          iconClassName="size-3.5"
        />
        <a href={recipePath(recipe)} className={buttonVariants({ size: "sm", className: "w-full" })}>
          Ver Receita<span className="sr-only"> {recipe.title}</span>
        </a>
      </div>
    </article>
  );
}
