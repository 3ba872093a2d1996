import { LandingPage } from "@/components/landing/landing-page";
import { Link } from "@/components/ui/link";
import { httpErrorStatuses } from "@/lib/http/error-pages";

const { title, detail } = httpErrorStatuses[404];

/**
 * Not at the root: a root not-found.tsx is serialised into every page's RSC payload (~60 KB each).
 * It says what happened first, then offers the landing page, so the visit is not lost.
 */
export default function UnknownPathNotFound() {
  return (
    <>
      <section aria-labelledby="nao-encontrada" className="border-b bg-muted/50">
        <div className="mx-auto max-w-6xl px-4 py-8">
          <p className="font-mono text-sm font-semibold text-destructive">Erro 404</p>
          <h1 id="nao-encontrada" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h1>
          <p className="mt-2 text-muted-foreground">{detail}</p>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
            <Link href="/" className="text-primary hover:underline">
              Voltar ao início
            </Link>
            <Link href="/#portfolio" className="text-primary hover:underline">
              Ver as ferramentas
            </Link>
            <Link href="/#contato" className="text-primary hover:underline">
              Fale conosco
            </Link>
          </p>
        </div>
      </section>
      <LandingPage notFound />
    </>
  );
}
