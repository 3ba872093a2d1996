// Apart from input.tsx so that a form on the landing page can use the look without cn (tailwind-merge).
export const fieldClasses =
  "w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm";
