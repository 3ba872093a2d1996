import { faqs } from "@/lib/content/landing";
import { SectionHeading } from "./section-heading";

/** Native <details> sharing a `name`: an exclusive accordion with no JavaScript. */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-titulo" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-20">
      <SectionHeading id="faq-titulo" eyebrow="Dúvidas" title="Perguntas frequentes" />
      <div className="mt-10 divide-y rounded-lg border bg-card px-5 shadow-sm">
        {faqs.map((faq) => (
          <details key={faq.question} name="faq" className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold hover:text-primary [&::-webkit-details-marker]:hidden">
              {faq.question}
              <span
                aria-hidden="true"
                className="size-2.5 shrink-0 rotate-45 border-r-2 border-b-2 border-muted-foreground transition-transform group-open:rotate-[225deg]"
              />
            </summary>
            <p className="pb-5 leading-relaxed text-muted-foreground">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
