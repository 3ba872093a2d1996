import { MessageCircle } from "lucide-react";
import { contactCopy, contactTopics, ctaIntents } from "@/lib/content/contact";
import { planPrice, plans } from "@/lib/content/landing";
import { whatsappLink } from "@/lib/landing/whatsapp";
import { ContactForm } from "./contact-form";
import { SectionHeading } from "./section-heading";

const topicOptions = Object.entries(contactTopics).map(([value, label]) => ({ value, label }));
const planOptions = plans.map((plan) => ({ value: plan.id, label: `${plan.title} (R$ ${planPrice(plan)})` }));

export function ContactSection({ whatsappNumber }: { whatsappNumber: string | undefined }) {
  return (
    <section id="contato" aria-labelledby="contato-titulo" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-20">
      <SectionHeading id="contato-titulo" eyebrow="Contato" title={contactCopy.title}>
        {contactCopy.subtitle}
      </SectionHeading>
      <div className="mt-10 rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
        <ContactForm topics={topicOptions} plans={planOptions} />
      </div>
      {whatsappNumber ? (
        <p className="mt-6 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-sm text-muted-foreground">
          {contactCopy.whatsappHint}
          <a
            href={whatsappLink(whatsappNumber, ctaIntents.startProject.message)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            Chamar no WhatsApp
            <span className="sr-only">(abre em nova aba)</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}
