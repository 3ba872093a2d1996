import Link from "next/link";
import { siteName, toolLinks } from "@/lib/content/navigation";

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2">
        <div>
          <p className="font-bold">{siteName}</p>
          <p className="mt-2 max-w-sm text-sm text-muted-foreground">
            Transformamos ideias em realidade digital: sites, apps, SaaS e automações com IA.
          </p>
        </div>
        <nav aria-label="Ferramentas no rodapé">
          <p className="text-sm font-semibold">Ferramentas</p>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {toolLinks.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="text-muted-foreground hover:text-foreground hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {siteName}. Todos os direitos reservados.
      </p>
    </footer>
  );
}
