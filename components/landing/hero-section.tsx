import { ArrowRight, Check } from "lucide-react";
import { ctaIntents } from "@/lib/content/contact";
import { claims, hero, heroSubtitle } from "@/lib/content/landing";
import { buttonVariants } from "@/components/ui/button-variants";
import { StaticContent } from "@/components/ui/static-content";
import { CtaLink } from "./cta-link";
import { TypingTitle } from "./typing-title";

type Props = { whatsappNumber: string | undefined; headline?: "h1" | "h2" };

export function HeroSection({ whatsappNumber, headline: Headline = "h1" }: Props) {
  return (
    <section aria-labelledby="titulo-principal" className="bg-linear-to-b from-secondary/70 to-transparent">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:pb-24">
        <StaticContent>
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm font-medium text-muted-foreground">
              <span aria-hidden="true" className="size-2 rounded-full bg-success" />
              {hero.eyebrow}
            </p>
            <Headline
              id="titulo-principal"
              className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              {hero.headlineLead} <span className="text-gradient">{hero.headlineHighlight}</span>
            </Headline>
            <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">{heroSubtitle}</p>
            <ul className="mt-8 grid max-w-xl gap-3 sm:grid-cols-2" aria-label="Nossos diferenciais">
              {claims.map((claim) => (
                <li key={claim} className="flex items-start gap-2 text-sm font-semibold sm:text-base">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                  {claim}
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <CtaLink number={whatsappNumber} intent={ctaIntents.startProject} icon={ArrowRight}>
                Iniciar projeto
              </CtaLink>
              {/* The demonstration is the tools themselves, a few lines down. */}
              <a href="#portfolio" className={buttonVariants({ variant: "outline", size: "lg" })}>
                Ver demonstração
              </a>
            </div>
          </div>
        </StaticContent>

        <div className="rounded-2xl border border-slate-700 bg-slate-950 p-5 text-slate-100 shadow-lg">
          <StaticContent>
            <div aria-hidden="true" className="mb-4 flex gap-2">
              <span className="size-3 rounded-full bg-red-400" />
              <span className="size-3 rounded-full bg-amber-300" />
              <span className="size-3 rounded-full bg-emerald-400" />
            </div>
          </StaticContent>
          <TypingTitle text={hero.typingText} />
          <StaticContent>
            <dl className="mt-6 grid grid-cols-2 gap-3 text-center">
              <div className="rounded-xl bg-emerald-400/10 p-4 ring-1 ring-emerald-300/30">
                <dt className="text-sm text-slate-300">Com a gente</dt>
                <dd className="mt-1 text-2xl font-bold text-emerald-300">{hero.delivery.ours}</dd>
              </div>
              <div className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
                <dt className="text-sm text-slate-300">Sem IA</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-300 line-through decoration-red-400">
                  {hero.delivery.theirs}
                </dd>
              </div>
            </dl>
            <p className="mt-4 text-center text-sm text-slate-300">
              Plano {hero.delivery.plan}: entrega em {hero.delivery.ours}; o mesmo projeto feito sem IA levaria{" "}
              {hero.delivery.theirs}.
            </p>
          </StaticContent>
        </div>
      </div>
    </section>
  );
}
