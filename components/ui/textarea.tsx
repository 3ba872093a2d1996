import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { fieldClasses } from "./input";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, "min-h-24 resize-y py-2 leading-relaxed", className)} {...props} />;
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
      className={cn(
        "text-xs tabular-nums",
        value >= max ? "font-semibold text-destructive" : "text-muted-foreground",
        className,
      )}
    >
      <span aria-hidden="true">
        {value.toLocaleString("pt-BR")}/{max.toLocaleString("pt-BR")}
      </span>
      <span className="sr-only">
        {value.toLocaleString("pt-BR")} de {max.toLocaleString("pt-BR")} caracteres
      </span>
    </span>
  );
}
