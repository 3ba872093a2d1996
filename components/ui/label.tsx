import type { ComponentProps } from "react";
import { clsx } from "clsx";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={clsx("text-sm leading-none font-medium select-none", className)} {...props} />;
}
