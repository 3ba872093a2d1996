import { companyProfile } from "@/lib/content/company";
import { env } from "@/lib/env";
import { jsonLdText, landingStructuredData } from "@/lib/landing/structured-data";
import { ContactSection } from "./contact-section";
import { CtaSection } from "./cta-section";
import { FaqSection } from "./faq-section";
import { HeroSection } from "./hero-section";
import { PlansSection } from "./plans-section";
import { PortfolioSection } from "./portfolio-section";
import { ProcessSection } from "./process-section";
import { StatsSection } from "./stats-section";
import { TechnologiesSection } from "./technologies-section";
import { TestimonialsSection } from "./testimonials-section";

/** The 404 page reuses it without the structured data (it is noindex). */
export function LandingPage({ structuredData = true }: { structuredData?: boolean }) {
  const config = env();
  const { WHATSAPP_NUMBER: whatsappNumber, SITE_URL: siteUrl } = config;
  const company = companyProfile(config);
  return (
    <>
      {structuredData ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(landingStructuredData(siteUrl, company)) }}
        />
      ) : null}
      <HeroSection whatsappNumber={whatsappNumber} />
      <StatsSection />
      <PortfolioSection whatsappNumber={whatsappNumber} />
      <ProcessSection />
      <PlansSection whatsappNumber={whatsappNumber} />
      <TechnologiesSection />
      <TestimonialsSection />
      <CtaSection whatsappNumber={whatsappNumber} bookingUrl={company.bookingUrl} />
      <ContactSection company={company} />
      <FaqSection />
    </>
  );
}
