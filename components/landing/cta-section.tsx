import { CalendarDays, Rocket } from "lucide-react";
import { ctaMessages } from "@/lib/content/landing";
import { WhatsappCta } from "./whatsapp-cta";

export function CtaSection({ whatsappNumber }: { whatsappNumber: string | undefined }) {
  return (
    <section aria-labelledby="cta-titulo" className="mx-auto max-w-6xl px-4 py-20">
      <div className="rounded-3xl bg-slate-950 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <h2 id="cta-titulo" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Pronto para tirar a sua ideia do papel?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">
          Conte o que você precisa e receba uma proposta sob medida. Em 2 semanas o seu projeto pode estar no ar.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <WhatsappCta number={whatsappNumber} message={ctaMessages.startNow}>
            <Rocket aria-hidden="true" />
            Começar projeto agora
          </WhatsappCta>
          <WhatsappCta
            number={whatsappNumber}
            message={ctaMessages.meeting}
            variant="outline"
            className="border-white/40 bg-transparent text-white hover:bg-white/10"
          >
            <CalendarDays aria-hidden="true" />
            Agendar reunião
          </WhatsappCta>
        </div>
      </div>
    </section>
  );
}
