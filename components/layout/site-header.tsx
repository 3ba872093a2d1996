import { buttonVariants } from "@/components/ui/button-variants";
import { contactLink, sectionLinks, toolLinks } from "@/lib/content/navigation";
import { unavailableTools } from "@/lib/tools/availability";
import { AccountLink } from "./account-link";
import { StaticContent } from "@/components/ui/static-content";
import { AdminNavLink } from "./admin-link";
import { Brand } from "./brand";
import { MobileNav } from "./mobile-nav";
import { ToolsMenu } from "./tools-menu";

const sectionLinkClass =
  "rounded-md px-2.5 py-2 font-medium whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground";

/**
 * Static HTML with plain links, which React does not hydrate (StaticContent): only the account buttons and
 * the admin link are client components (they need the session). The menus are native popovers;
 * public/shell.js (deferred, no React) keeps their ARIA state and the tools' marks in step. docs/site.md,
 * "The shell".
 */
export function SiteHeader() {
  const unavailable = unavailableTools();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-4">
        <StaticContent>
          <Brand />
        </StaticContent>
        <nav aria-label="Menu principal" className="ml-4 hidden items-center gap-1 text-sm lg:flex">
          <StaticContent>
            <ul className="flex items-center gap-1">
              {sectionLinks.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className={sectionLinkClass}>
                    {item.label}
                  </a>
                </li>
              ))}
              <li>
                <ToolsMenu items={toolLinks} unavailable={unavailable} />
              </li>
            </ul>
          </StaticContent>
          <AdminNavLink className={sectionLinkClass} />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <StaticContent>
            <a
              href={contactLink.href}
              className={`${buttonVariants({ variant: "gradient", size: "sm" })} max-sm:hidden`}
            >
              {contactLink.label}
            </a>
          </StaticContent>
          <AccountLink />
          <MobileNav sections={[...sectionLinks, contactLink]} tools={toolLinks} unavailable={unavailable} />
        </div>
      </div>
      <script src="/shell.js" defer />
    </header>
  );
}
