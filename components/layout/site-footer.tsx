/* eslint-disable @next/next/no-html-link-for-pages -- the shell links plainly: no client component to hydrate (docs/site.md, "The shell") */
import { KeepHyphenated } from "@/components/ui/keep-hyphenated";
import { StaticContent } from "@/components/ui/static-content";
import { CookiePreferencesButton } from "@/components/consent/cookie-preferences-button";
import { toolLinks } from "@/lib/content/navigation";
import { companyProfile } from "@/lib/content/company";
import { UnavailableMark } from "@/components/tools/availability";
import { env } from "@/lib/env";
import { unavailableTools } from "@/lib/tools/availability";
import { CompanyDetails } from "./company-details";

// At least 24 px tall, so a finger finds each one (WCAG 2.5.8).
const footerLink = "inline-flex min-h-6 items-center text-muted-foreground hover:text-foreground hover:underline";

/** Static HTML with plain links (StaticContent): no client component. */
export function SiteFooter() {
  const company = companyProfile(env());
  const unavailable = unavailableTools();
  return (
    <footer className="mt-auto border-t bg-muted/40">
      <StaticContent>
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2">
          <div>
            <p className="font-bold">{company.name}</p>
            <p className="mt-2 max-w-sm text-sm text-muted-foreground">
              Transformamos ideias em realidade digital: sites, apps, SaaS e automações com IA.
            </p>
            <CompanyDetails company={company} />
          </div>
          <nav aria-label="Ferramentas no rodapé">
            <p className="text-sm font-semibold">Ferramentas</p>
            <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
              {toolLinks.map((item) => (
                <li key={item.href} className="flex min-w-0 flex-wrap items-center gap-x-2">
                  <a href={item.href} className={footerLink}>
                    {/* One flex item: the words wrap inside the column and keep their spaces. */}
                    <span>
                      <KeepHyphenated text={item.label} />
                    </span>
                  </a>
                  {/* The mark wraps inside its column: at 320 px it ran 23 px past the screen. */}
                  <UnavailableMark href={item.href} rendered={unavailable} wrap />
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-t px-4 py-4 text-xs text-muted-foreground">
          <p>
            © {new Date().getFullYear()} {company.legalName ?? company.name}. Todos os direitos reservados.
          </p>
          <a href="/privacidade" className={footerLink}>
            Política de privacidade
          </a>
          {env().TIKTOK_PIXEL_ID ? <CookiePreferencesButton className="min-h-6 hover:text-foreground" /> : null}
        </div>
      </StaticContent>
    </footer>
  );
}
