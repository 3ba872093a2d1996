import { faqs, landingSeo, planDelivery, plans, planSupport } from "@/lib/content/landing";
import { siteName } from "@/lib/content/navigation";

export function landingStructuredData(siteUrl: string, whatsappNumber: string | undefined) {
  const organization = {
    "@type": "Organization",
    "@id": `${siteUrl}/#organizacao`,
    name: siteName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon.svg`,
    description: landingSeo.description,
    ...(whatsappNumber
      ? {
          contactPoint: {
            "@type": "ContactPoint",
            telephone: `+${whatsappNumber}`,
            contactType: "sales",
            availableLanguage: "Portuguese",
          },
        }
      : {}),
  };
  const faqPage = {
    "@type": "FAQPage",
    "@id": `${siteUrl}/#faq`,
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
  const service = {
    "@type": "Service",
    "@id": `${siteUrl}/#servicos`,
    name: "Desenvolvimento de sites, web apps e SaaS com IA",
    serviceType: "Desenvolvimento de software",
    areaServed: "BR",
    provider: { "@id": organization["@id"] },
    offers: plans.map((plan) => ({
      "@type": "Offer",
      name: plan.title,
      price: String(plan.price),
      priceCurrency: "BRL",
      description: `${plan.summary} ${planDelivery(plan)}; ${planSupport(plan)}.`,
      url: `${siteUrl}/#planos`,
    })),
  };
  return { "@context": "https://schema.org", "@graph": [organization, faqPage, service] };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so the text cannot close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
