import { buttonVariants } from "@/components/ui/button-variants";
import { StaticContent } from "@/components/ui/static-content";
import { recipePath, type RecipeSummary } from "@/lib/recipes/catalog";
import { RecipeFacts } from "./recipe-facts";
import { RecipeImage } from "./recipe-image";

/**
 * What a featured slide shows, as static HTML React does not hydrate (components/ui/static-content.tsx):
 * the carousel (featured-carousel.tsx) only moves and labels the slides. `image`: the picture's address
 * (the first slide's inline, so the first screen needs no image request); `first`: fetched first, never lazily.
 */
export function FeaturedSlide({ recipe, image, first }: { recipe: RecipeSummary; image: string; first: boolean }) {
  return (
    <StaticContent>
      <RecipeImage src={image} alt={recipe.title} priority={first} className="aspect-[4/3] h-auto w-full" />
      <div className="absolute inset-x-0 bottom-0 grid gap-1 bg-gradient-to-t from-black/85 via-black/65 to-transparent p-4 pt-12 text-white">
        <h3 className="text-lg leading-tight font-bold">{recipe.title}</h3>
        <RecipeFacts recipe={recipe} className="flex items-center gap-3 text-sm" iconClassName="size-4" />
        <a
          href={recipePath(recipe)}
          className={buttonVariants({ size: "sm", variant: "secondary", className: "mt-1 w-fit" })}
        >
          Ver Receita<span className="sr-only"> {recipe.title}</span>
        </a>
      </div>
    </StaticContent>
  );
}
