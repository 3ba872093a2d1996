import { Menu, X } from "lucide-react";
import { UnavailableMark } from "@/components/tools/availability";
import type { NavItem, SectionLink } from "@/lib/content/navigation";
import { StaticContent } from "@/components/ui/static-content";
import { AdminNavLink } from "./admin-link";
import { KeepHyphenated } from "@/components/ui/keep-hyphenated";

type Props = { sections: readonly SectionLink[]; tools: readonly NavItem[]; unavailable: readonly string[] };

const linkClass =
  "block rounded-md px-3 py-2.5 font-medium whitespace-nowrap hover:bg-muted aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground";

/** The phone's menu, a server component: a native popover, as the desktop "Ferramentas" menu (tools-menu.tsx). */
export function MobileNav({ sections, tools, unavailable }: Props) {
  const link = (item: SectionLink) => (
    <li key={item.href}>
      <a href={item.href} className={linkClass}>
        <KeepHyphenated text={item.label} />
        {"description" in item ? (
          <UnavailableMark href={item.href} rendered={unavailable} className="ml-2 align-middle" />
        ) : null}
      </a>
    </li>
  );

  return (
    <div className="lg:hidden">
      <StaticContent>
        <button
          type="button"
          popoverTarget="menu-celular"
          aria-controls="menu-celular"
          data-label-open="Fechar menu"
          className="group grid size-10 place-items-center rounded-md hover:bg-muted"
        >
          <Menu aria-hidden="true" className="size-5 group-aria-expanded:hidden" />
          <X aria-hidden="true" className="hidden size-5 group-aria-expanded:block" />
          <span className="sr-only" data-label>
            Abrir menu
          </span>
        </button>
      </StaticContent>
      <nav
        id="menu-celular"
        aria-label="Menu principal"
        popover="auto"
        data-menu
        className="menu-popover menu-celular overflow-y-auto border-b bg-background text-foreground shadow-lg"
      >
        <div className="mx-auto grid max-w-6xl gap-3 p-4">
          <StaticContent>
            <ul className="grid grid-cols-2 gap-1">{[{ href: "/", label: "Início" }, ...sections].map(link)}</ul>
          </StaticContent>
          <AdminNavLink className={linkClass} />
          <StaticContent>
            <p
              id="menu-celular-ferramentas"
              className="border-t px-3 pt-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              Ferramentas
            </p>
            <ul aria-labelledby="menu-celular-ferramentas" className="grid gap-1 sm:grid-cols-2">
              {tools.map(link)}
            </ul>
          </StaticContent>
        </div>
      </nav>
    </div>
  );
}
