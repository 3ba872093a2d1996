import type { ComponentProps } from "react";
import { clsx } from "clsx";
import { fieldClasses } from "./field-classes";

export { fieldClasses };

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={clsx(fieldClasses, "h-10 py-2", className)} {...props} />;
}
