import { categories } from "@/lib/recipes/catalog";
import { ALL, type CategoryFilter } from "@/lib/recipes/filter";
import { clsx } from "clsx";
import { CategoryIcon } from "./category-icon";

const chips = [{ id: ALL, name: "Todas" }, ...categories];

/** They wrap instead of scrolling sideways: a mouse cannot swipe, and every chip stays in reach at any width. */
export function CategoryChips({ value, onChange }: { value: CategoryFilter; onChange(value: CategoryFilter): void }) {
  return (
    <div role="group" aria-label="Filtrar por categoria" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          aria-pressed={value === chip.id}
          onClick={() => onChange(chip.id)}
          className={clsx(
            "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors",
            value === chip.id
              ? "border-primary bg-primary text-primary-foreground"
              : "bg-card text-foreground hover:bg-muted",
          )}
        >
          <CategoryIcon id={chip.id} className="size-4" />
          {chip.name}
        </button>
      ))}
    </div>
  );
}
