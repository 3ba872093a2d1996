import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { fieldClasses } from "./field-classes";

export { fieldClasses };

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClasses, "h-10 py-2", className)} {...props} />;
}
