import { companyProfile } from "@/lib/content/company";
import { proof } from "@/lib/content/proof";
import { env } from "@/lib/env";
import { unavailableTools } from "@/lib/tools/availability";
import { jsonLdText, landingStructuredData } from "@/lib/landing/structured-data";
import { StaticContent } from "@/components/ui/static-content";
import { ContactSection } from "./contact-section";
import { CtaSection } from "./cta-section";
import { FaqSection } from "./faq-section";
import { HeroSection } from "./hero-section";
import { MeasurementsSection } from "./measurements-section";
import { PlansSection } from "./plans-section";
import { PortfolioSection } from "./portfolio-section";
import { ProofSections } from "./proof-sections";
import { ProcessSection } from "./process-section";
import { StatsSection } from "./stats-section";
import { TechnologiesSection } from "./technologies-section";

/**
 * The 404 page reuses it under its own "Página não encontrada" heading: without the structured data (it is
 * noindex) and with the headline one level down.
 */
export function LandingPage({ notFound = false }: { notFound?: boolean }) {
  const config = env();
  const { WHATSAPP_NUMBER: whatsappNumber, SITE_URL: siteUrl } = config;
  const company = companyProfile(config);
  const unavailable = unavailableTools();
  return (
    <>
      {!notFound ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(landingStructuredData(siteUrl, company)) }}
        />
      ) : null}
      <HeroSection whatsappNumber={whatsappNumber} headline={notFound ? "h2" : "h1"} />
      {/* Static HTML React does not hydrate; the contact form and the typing title are the page's clients. The
          sections below the first screen are drawn as they come near it (app/globals.css, .below-fold). */}
      <div className="below-fold contents">
        <StaticContent>
          <StatsSection />
          <PortfolioSection unavailable={unavailable} />
          <ProofSections proof={proof} />
          <ProcessSection />
          <PlansSection whatsappNumber={whatsappNumber} />
          <TechnologiesSection />
          <MeasurementsSection unavailable={unavailable} />
          <CtaSection whatsappNumber={whatsappNumber} bookingUrl={company.bookingUrl} />
        </StaticContent>
        <ContactSection company={company} />
        <StaticContent>
          <FaqSection />
        </StaticContent>
      </div>
    </>
  );
}
