import Link from "next/link";
import { toolLinks } from "@/lib/content/navigation";
import { AccountLink } from "./account-link";
import { Brand } from "./brand";
import { MobileNav } from "./mobile-nav";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Brand />
        <nav aria-label="Ferramentas" className="hidden lg:block">
          <ul className="flex items-center gap-1 text-sm">
            {toolLinks.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="rounded-md px-2.5 py-2 font-medium text-muted-foreground hover:bg-muted hover:text-foreground">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <AccountLink />
          <MobileNav items={toolLinks} />
        </div>
      </div>
    </header>
  );
}
