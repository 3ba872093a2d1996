import { Clock, Flame } from "lucide-react";
import type { Recipe } from "@/lib/content/recipes";

/** A recipe's preparation time and calories, as shown on its card and in the carousel. */
export function RecipeFacts({
  recipe,
  className,
  iconClassName,
}: {
  recipe: Recipe;
  className: string;
  iconClassName: string;
}) {
  return (
    <p className={className}>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className={iconClassName} />
        {recipe.time}
      </span>
      <span className="inline-flex items-center gap-1">
        <Flame aria-hidden="true" className={iconClassName} />
        {recipe.calories} kcal
      </span>
    </p>
  );
}
