import { ChevronDown } from "lucide-react";
import { UnavailableMark } from "@/components/tools/availability";
import type { NavItem } from "@/lib/content/navigation";
import { KeepHyphenated } from "@/components/ui/keep-hyphenated";

/**
 * The desktop "Ferramentas" menu, a server component: the button opens a native popover (the browser
 * handles Escape, a click outside and the focus's return), so no script is needed for it to work;
 * public/shell.js only keeps aria-expanded, aria-current and the link clicks in step (docs/site.md).
 */
export function ToolsMenu({ items, unavailable }: { items: readonly NavItem[]; unavailable: readonly string[] }) {
  return (
    <>
      <button
        type="button"
        popoverTarget="menu-ferramentas"
        aria-controls="menu-ferramentas"
        className="group inline-flex items-center gap-1 rounded-md px-2.5 py-2 font-medium whitespace-nowrap text-muted-foreground [anchor-name:--menu-ferramentas] hover:bg-muted hover:text-foreground aria-expanded:text-foreground"
      >
        Ferramentas
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <div
        id="menu-ferramentas"
        popover="auto"
        data-menu
        className="menu-popover w-80 rounded-lg border bg-card p-2 text-card-foreground shadow-lg"
      >
        <ul className="grid gap-0.5">
          {items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className="block rounded-md px-3 py-2 hover:bg-muted aria-[current=page]:bg-secondary"
              >
                <span className="flex flex-wrap items-center gap-x-2 font-medium">
                  <span>
                    <KeepHyphenated text={item.label} />
                  </span>
                  <UnavailableMark href={item.href} rendered={unavailable} />
                </span>
                <span className="block text-xs text-muted-foreground">{item.description}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
