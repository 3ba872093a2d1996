import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { clsx } from "clsx";
import { fieldClasses } from "./input";

export type SelectOption = { value: string; label: string };

/** Native: the platform's own picker on phones, full keyboard and screen-reader support, no JavaScript. */
export function Select({
  className,
  options,
  ...props
}: ComponentProps<"select"> & { options: readonly SelectOption[] }) {
  return (
    <div className={clsx("relative", className)}>
      <select className={clsx(fieldClasses, "h-10 appearance-none py-2 pr-9")} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
