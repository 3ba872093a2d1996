import type { ComponentProps } from "react";
import { clsx } from "clsx";
import { fieldClasses } from "./input";
import { formatNumber } from "@/lib/format/number";

/** className, when given, sets the height and resizing too (min-h-24 resize-y otherwise). */
export function Textarea({ className = "min-h-24 resize-y", ...props }: ComponentProps<"textarea">) {
  return <textarea className={clsx(fieldClasses, "py-2 leading-relaxed", className)} {...props} />;
}

/** Not a live region, so screen readers hear it at the field (via aria-describedby), not on every keystroke. */
export function CharCount({
  id,
  value,
  max,
  className,
}: {
  id: string;
  value: number;
  max: number;
  className?: string;
}) {
  return (
    <span
      id={id}
      className={clsx(
        "text-xs tabular-nums",
        value >= max ? "font-semibold text-destructive" : "text-muted-foreground",
        className,
      )}
    >
      <span aria-hidden="true">
        {formatNumber(value)}/{formatNumber(max)}
      </span>
      <span className="sr-only">
        {formatNumber(value)} de {formatNumber(max)} caracteres
      </span>
    </span>
  );
}
