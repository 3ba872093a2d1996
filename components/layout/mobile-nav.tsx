"use client";

import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { NavItem } from "@/lib/content/navigation";

/** The phone menu: a disclosure button that closes on navigation and on Escape. */
export function MobileNav({ items }: { items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const button = useRef<HTMLButtonElement>(null);
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        className="grid size-10 place-items-center rounded-md hover:bg-muted"
        aria-expanded={open}
        aria-controls="menu-celular"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        <span className="sr-only">{open ? "Fechar menu" : "Abrir menu"}</span>
      </button>
      <nav
        id="menu-celular"
        aria-label="Menu principal"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b bg-background shadow-lg"
      >
        <ul className="mx-auto grid max-w-6xl gap-1 p-4">
          <li>
            <Link href="/" className={linkClass(pathname === "/")} aria-current={pathname === "/" ? "page" : undefined}>
              Início
            </Link>
          </li>
          {items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={linkClass(pathname === item.href)} aria-current={pathname === item.href ? "page" : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

// Plain strings, not cn(): this menu is on every page and tailwind-merge would come with it.
const linkClass = (active: boolean) =>
  `block rounded-md px-3 py-2.5 font-medium hover:bg-muted${active ? " bg-secondary text-secondary-foreground" : ""}`;
