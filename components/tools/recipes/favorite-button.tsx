import { Heart } from "lucide-react";
import { cn } from "@/lib/utils";

/** The heart toggle: one stable label, the state in aria-pressed. */
export function FavoriteButton({
  title,
  pressed,
  onToggle,
  className,
}: {
  title: string;
  pressed: boolean;
  onToggle(): void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Favoritar ${title}`}
      onClick={onToggle}
      className={cn(
        "inline-flex size-10 items-center justify-center rounded-full bg-card/95 text-rose-700 shadow-sm transition-colors hover:bg-card dark:text-rose-400",
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn("size-5", pressed && "fill-current")} />
    </button>
  );
}
