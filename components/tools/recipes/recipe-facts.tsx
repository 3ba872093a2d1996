import { Clock, Flame } from "lucide-react";
import type { RecipeSummary } from "@/lib/recipes/catalog";

export function RecipeFacts({
  recipe,
  className,
  iconClassName,
}: {
  recipe: RecipeSummary;
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
