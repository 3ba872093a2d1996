import { Heart } from "lucide-react";
import { clsx } from "clsx";

/** The heart toggle: one stable label, the state in aria-pressed. */
export function FavoriteButton({
  title,
  pressed,
  onToggle,
  className = "size-10",
}: {
  title: string;
  pressed: boolean;
  onToggle(): void;
  /** Position and size (size-10 when not given). */
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Favoritar ${title}`}
      onClick={onToggle}
      className={clsx(
        "inline-flex items-center justify-center rounded-full bg-card/95 text-rose-700 shadow-sm transition-colors hover:bg-card dark:text-rose-400",
        className,
      )}
    >
      <Heart aria-hidden="true" className={clsx("size-5", pressed && "fill-current")} />
    </button>
  );
}
