import { CalendarDays, Rocket } from "lucide-react";
import { ctaIntents } from "@/lib/content/contact";
import { ctaSubtitle } from "@/lib/content/landing";
import { CtaLink } from "./cta-link";

export function CtaSection({ whatsappNumber }: { whatsappNumber: string | undefined }) {
  return (
    <section aria-labelledby="cta-titulo" className="mx-auto max-w-6xl px-4 py-20">
      <div className="rounded-3xl bg-slate-950 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <h2 id="cta-titulo" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Pronto para tirar a sua ideia do papel?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{ctaSubtitle}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <CtaLink number={whatsappNumber} intent={ctaIntents.startNow} icon={Rocket}>
            Começar projeto agora
          </CtaLink>
          <CtaLink
            number={whatsappNumber}
            intent={ctaIntents.meeting}
            icon={CalendarDays}
            variant="outline"
            className="border-white/40 bg-transparent text-white hover:bg-white/10"
          >
            Agendar reunião
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
