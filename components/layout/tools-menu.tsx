"use client";

import { ChevronDown } from "lucide-react";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { UnavailableMark } from "@/components/tools/availability";
import type { NavItem } from "@/lib/content/navigation";
import { useDisclosure } from "./use-disclosure";
import { KeepHyphenated } from "@/components/ui/keep-hyphenated";

export function ToolsMenu({ items, unavailable }: { items: readonly NavItem[]; unavailable: readonly string[] }) {
  const { open, toggle, close, button, container } = useDisclosure<HTMLDivElement>();
  const pathname = usePathname();
  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="menu-ferramentas"
        onClick={toggle}
        className="inline-flex items-center gap-1 rounded-md px-2.5 py-2 font-medium whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground aria-expanded:text-foreground"
      >
        Ferramentas
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform${open ? " rotate-180" : ""}`} />
      </button>
      <ul
        id="menu-ferramentas"
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 grid w-80 gap-0.5 rounded-lg border bg-card p-2 text-card-foreground shadow-lg"
      >
        {/* Drawn when opened, not hidden in every page's HTML: fewer elements before the first frame. */}
        {open
          ? items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={close}
                  aria-current={pathname === item.href ? "page" : undefined}
                  className="block rounded-md px-3 py-2 hover:bg-muted aria-[current=page]:bg-secondary"
                >
                  <span className="flex flex-wrap items-center gap-x-2 font-medium">
                    <span>
                      <KeepHyphenated text={item.label} />
                    </span>
                    <UnavailableMark href={item.href} rendered={unavailable} />
                  </span>
                  <span className="block text-xs text-muted-foreground">{item.description}</span>
                </Link>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
