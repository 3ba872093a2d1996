import { CalendarDays, Rocket } from "lucide-react";
import { ctaIntents } from "@/lib/content/contact";
import { ctaSubtitle } from "@/lib/content/landing";
import { buttonVariants } from "@/components/ui/button-variants";
import { companyCopy } from "@/lib/content/company";
import { cn } from "@/lib/utils";
import { CtaLink } from "./cta-link";

const outlineOnDark = "border-white/40 bg-transparent text-white hover:bg-white/10";

/** "Agendar reunião" only with BOOKING_URL: without a calendar there is nothing to book. */
export function CtaSection({
  whatsappNumber,
  bookingUrl,
}: {
  whatsappNumber: string | undefined;
  bookingUrl?: string;
}) {
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
          {bookingUrl ? (
            <a
              href={bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonVariants({ variant: "outline", size: "lg" }), outlineOnDark)}
            >
              <CalendarDays aria-hidden="true" />
              {companyCopy.booking}
              <span className="sr-only">(abre em nova aba)</span>
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
