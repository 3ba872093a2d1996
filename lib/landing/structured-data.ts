import type { CompanyProfile } from "@/lib/content/company";
import { faqs, landingSeo, planDelivery, plans, planSupport } from "@/lib/content/landing";

export function landingStructuredData(siteUrl: string, company: CompanyProfile) {
  const { whatsappNumber, address } = company;
  const sameAs = [company.instagram, company.linkedin].filter(Boolean);
  const organization = {
    "@type": "Organization",
    "@id": `${siteUrl}/#organizacao`,
    name: company.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon.svg`,
    description: landingSeo.description,
    // Only what is configured: search engines get no invented identity either.
    ...(company.legalName ? { legalName: company.legalName } : {}),
    ...(company.cnpj ? { taxID: company.cnpj } : {}),
    ...(company.email ? { email: company.email } : {}),
    ...(company.phone ? { telephone: company.phone.e164 } : {}),
    ...(address
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: address.street,
            addressLocality: address.city,
            addressRegion: address.state,
            postalCode: address.postalCode,
            addressCountry: address.country,
          },
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
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
