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
  const { WHATSAPP_NUMBER: whatsappNumber, SITE_URL: siteUrl } = env();
  return (
    <>
      {structuredData ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(landingStructuredData(siteUrl, whatsappNumber)) }}
        />
      ) : null}
      <HeroSection whatsappNumber={whatsappNumber} />
      <StatsSection />
      <PortfolioSection whatsappNumber={whatsappNumber} />
      <ProcessSection />
      <PlansSection whatsappNumber={whatsappNumber} />
      <TechnologiesSection />
      <TestimonialsSection />
      <CtaSection whatsappNumber={whatsappNumber} />
      <ContactSection whatsappNumber={whatsappNumber} />
      <FaqSection />
    </>
  );
}
