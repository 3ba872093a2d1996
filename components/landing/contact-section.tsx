import { CalendarDays, Mail, MessageCircle, Phone } from "lucide-react";
import { companyCopy, type CompanyProfile } from "@/lib/content/company";
import { contactCopy, contactTopics, ctaIntents } from "@/lib/content/contact";
import { planPrice, plans } from "@/lib/content/landing";
import { whatsappLink } from "@/lib/landing/whatsapp";
import { StaticContent } from "@/components/ui/static-content";
import { ContactFormNear } from "./contact-form-near";
import { SectionHeading } from "./section-heading";

const topicOptions = Object.entries(contactTopics).map(([value, label]) => ({ value, label }));
const planOptions = plans.map((plan) => ({ value: plan.id, label: `${plan.title} (R$ ${planPrice(plan)})` }));
const formCopy = { sent: contactCopy.sent, offline: contactCopy.offline };
const channelClass = "inline-flex min-h-6 items-center gap-1.5 font-semibold text-primary hover:underline";

export function ContactSection({ company }: { company: CompanyProfile }) {
  const { email, phone, whatsappNumber, replyTime, bookingUrl } = company;
  const hasChannels = Boolean(email || phone || whatsappNumber || bookingUrl);
  return (
    <section id="contato" aria-labelledby="contato-titulo" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-20">
      <StaticContent>
        <SectionHeading id="contato-titulo" eyebrow="Contato" title={contactCopy.title}>
          {contactCopy.subtitle}
          {replyTime ? ` ${companyCopy.replyTime(replyTime)}` : null}
        </SectionHeading>
      </StaticContent>
      <div className="mt-10 rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
        <ContactFormNear topics={topicOptions} plans={planOptions} copy={formCopy} />
      </div>
      {hasChannels ? (
        <StaticContent>
          <div className="mt-6 text-center text-sm text-muted-foreground">
            <p>{contactCopy.otherChannels}</p>
            <ul className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-2 [overflow-wrap:anywhere]">
              {email ? (
                <li>
                  <a href={`mailto:${email}`} className={channelClass}>
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    {email}
                  </a>
                </li>
              ) : null}
              {phone ? (
                <li>
                  <a href={`tel:${phone.e164}`} className={channelClass}>
                    <Phone aria-hidden="true" className="size-4 shrink-0" />
                    {phone.display}
                  </a>
                </li>
              ) : null}
              {whatsappNumber ? (
                <li>
                  <a
                    href={whatsappLink(whatsappNumber, ctaIntents.startProject.message)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={channelClass}
                  >
                    <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
                    Chamar no WhatsApp
                    <span className="sr-only">(abre em nova aba)</span>
                  </a>
                </li>
              ) : null}
              {bookingUrl ? (
                <li>
                  <a href={bookingUrl} target="_blank" rel="noopener noreferrer" className={channelClass}>
                    <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                    {companyCopy.booking}
                    <span className="sr-only">(abre em nova aba)</span>
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
        </StaticContent>
      ) : null}
    </section>
  );
}
