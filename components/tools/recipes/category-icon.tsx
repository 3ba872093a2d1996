import { Coffee, CupSoda, IceCreamCone, Nut, Salad, Sparkles, UtensilsCrossed, type LucideIcon } from "lucide-react";
import type { CategoryId } from "@/lib/recipes/catalog";
import type { CategoryFilter } from "@/lib/recipes/filter";

const icons: Record<CategoryId, LucideIcon> = {
  "cafe-da-manha": Coffee,
  almoco: Salad,
  jantar: UtensilsCrossed,
  snacks: Nut,
  bebidas: CupSoda,
  sobremesas: IceCreamCone,
};

/** A category's icon as SVG, so it looks the same on every system (emoji do not). */
export function CategoryIcon({ id, className }: { id: CategoryFilter; className?: string }) {
  const Icon = id in icons ? icons[id as CategoryId] : Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
