import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins classes and drops the ones a later class overrides. For server components and code loaded on
 * interaction (the dialogs): tailwind-merge is 8 KB gz in the browser, so the rest of the client code and
 * components/ui join with clsx classes that never conflict (components/ui/class-conflicts.test.tsx).
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
