import { LandingPage } from "@/components/landing/landing-page";

/** Not at the root: a root not-found.tsx is serialised into every page's RSC payload (~60 KB each). */
export default function UnknownPathNotFound() {
  return <LandingPage structuredData={false} />;
}
