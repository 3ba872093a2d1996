import { Crown, Rocket, Zap } from "lucide-react";
import { planIntent } from "@/lib/content/contact";
import { planDelivery, planPrice, plans, plansSubtitle, planSupport, type Plan } from "@/lib/content/landing";
import { cn } from "@/lib/utils";
import { SectionHeading } from "./section-heading";
import { CtaLink } from "./cta-link";

const icons: Record<Plan["icon"], typeof Rocket> = { rocket: Rocket, zap: Zap, crown: Crown };
const colors: Record<Plan["color"], string> = {
  sky: "bg-sky-600 text-white",
  violet: "bg-violet-600 text-white",
  fuchsia: "bg-fuchsia-700 text-white",
};

export function PlansSection({ whatsappNumber }: { whatsappNumber: string | undefined }) {
  return (
    <section id="planos" aria-labelledby="planos-titulo" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20">
      <SectionHeading id="planos-titulo" eyebrow="Planos" title="Preço justo, prazo curto">
        {plansSubtitle}
      </SectionHeading>
      <ul className="mt-12 grid items-stretch gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const Icon = icons[plan.icon];
          return (
            <li
              key={plan.title}
              aria-labelledby={`plano-${plan.id}`}
              className={cn(
                "relative flex flex-col rounded-2xl border bg-card p-7 shadow-sm",
                plan.popular && "border-primary shadow-xl shadow-primary/15 ring-2 ring-primary lg:-translate-y-3",
              )}
            >
              {plan.popular ? (
                <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-bold tracking-wide text-primary-foreground">
                  Mais popular
                </p>
              ) : null}
              <span className={cn("grid size-11 place-items-center rounded-lg", colors[plan.color])}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 id={`plano-${plan.id}`} className="mt-5 text-xl font-bold">
                {plan.title}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{plan.summary}</p>
              <p className="mt-3 flex items-baseline gap-1">
                <span className="text-lg font-semibold">R$</span>
                <span className="text-4xl font-extrabold tracking-tight">{planPrice(plan)}</span>
              </p>
              <p className="mt-4 inline-flex items-center gap-1.5 self-start rounded-full bg-success/10 px-2.5 py-0.5 text-sm font-semibold text-foreground">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-success" />
                {planDelivery(plan)}
              </p>
              <ul className="mt-6 grid gap-3 text-sm" aria-label={`Inclui no plano ${plan.title}`}>
                {[...plan.features, planSupport(plan)].map((feature) => (
                  <li key={feature} className="flex items-start gap-2.5">
                    <span
                      aria-hidden="true"
                      className="mt-1 h-2.5 w-1.5 shrink-0 rotate-45 border-r-2 border-b-2 border-success"
                    />
                    {feature}
                  </li>
                ))}
              </ul>
              <CtaLink
                number={whatsappNumber}
                intent={planIntent(plan)}
                variant={plan.popular ? "gradient" : "outline"}
                size="default"
                className="mt-8 w-full"
                ariaLabel={`Selecionar plano ${plan.title}`}
              >
                Selecionar plano
              </CtaLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
