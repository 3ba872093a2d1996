"use client";

import { Menu, X } from "lucide-react";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { UnavailableMark } from "@/components/tools/availability";
import type { NavItem, SectionLink } from "@/lib/content/navigation";
import { adminLink, useIsAdmin } from "./admin-link";
import { useDisclosure } from "./use-disclosure";
import { KeepHyphenated } from "@/components/ui/keep-hyphenated";

type Props = { sections: readonly SectionLink[]; tools: readonly NavItem[]; unavailable: readonly string[] };

export function MobileNav({ sections, tools, unavailable }: Props) {
  const { open, toggle, close, button, container } = useDisclosure<HTMLDivElement>();
  const pathname = usePathname();
  const admin = useIsAdmin();
  const link = (item: SectionLink) => (
    <li key={item.href}>
      <Link
        href={item.href}
        onClick={close}
        aria-current={pathname === item.href ? "page" : undefined}
        className={`block rounded-md px-3 py-2.5 font-medium whitespace-nowrap hover:bg-muted${pathname === item.href ? " bg-secondary text-secondary-foreground" : ""}`}
      >
        <KeepHyphenated text={item.label} />
        {"description" in item ? (
          <UnavailableMark href={item.href} rendered={unavailable} className="ml-2 align-middle" />
        ) : null}
      </Link>
    </li>
  );

  return (
    <div ref={container} className="lg:hidden">
      <button
        ref={button}
        type="button"
        className="grid size-10 place-items-center rounded-md hover:bg-muted"
        aria-expanded={open}
        aria-controls="menu-celular"
        onClick={toggle}
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        <span className="sr-only">{open ? "Fechar menu" : "Abrir menu"}</span>
      </button>
      <nav
        id="menu-celular"
        aria-label="Menu principal"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background shadow-lg"
      >
        {/* Drawn when opened, not hidden in every page's HTML: 35 fewer elements to lay out before the first frame. */}
        {open ? (
          <div className="mx-auto grid max-w-6xl gap-3 p-4">
            <ul className="grid grid-cols-2 gap-1">
              {[{ href: "/", label: "Início" }, ...sections, ...(admin ? [adminLink] : [])].map(link)}
            </ul>
            <p
              id="menu-celular-ferramentas"
              className="border-t px-3 pt-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              Ferramentas
            </p>
            <ul aria-labelledby="menu-celular-ferramentas" className="grid gap-1 sm:grid-cols-2">
              {tools.map(link)}
            </ul>
          </div>
        ) : null}
      </nav>
    </div>
  );
}
