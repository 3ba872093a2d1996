import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

export type FeatureTile = { icon: LucideIcon; title: string; text: string };

/** A row of small feature tiles (icon, title, one line) under or above a tool. */
export function FeatureTiles({ tiles, className }: { tiles: readonly FeatureTile[]; className?: string }) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", tiles.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3", className)}>
      {tiles.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-lg border bg-card p-4 shadow-sm">
          <span className="grid size-10 shrink-0 place-items-center rounded-md bg-brand-gradient text-white">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span>
            <span className="block font-semibold">{title}</span>
            <span className="block text-sm text-muted-foreground">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The heading block of a tool page. */
export function ToolHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-muted-foreground">{subtitle}</p>
    </header>
  );
}
