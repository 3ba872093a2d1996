import { Heart } from "lucide-react";

/**
 * A card's heart: one stable label, the state in aria-pressed. It is static HTML (the list is, see
 * recipe-list.tsx): the app answers its clicks and sets aria-pressed (use-recipe-list.ts); the filled heart
 * follows aria-pressed in CSS.
 */
export function FavoriteButton({ recipe }: { recipe: { id: string; title: string } }) {
  return (
    <button
      type="button"
      data-favorite={recipe.id}
      aria-pressed="false"
      aria-label={`Favoritar ${recipe.title}`}
      className="group absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full bg-card/95 text-rose-700 shadow-sm transition-colors hover:bg-card dark:text-rose-400"
    >
      <Heart aria-hidden="true" className="size-5 group-aria-pressed:fill-current" />
    </button>
  );
}
