import type { Metadata } from "next";
import { LandingPage } from "@/components/landing/landing-page";
import { landingSeo } from "@/lib/content/landing";
import { pageSeo } from "@/lib/seo";

// Any unknown path shows the landing page (SPEC section 2) with HTTP 404, kept out of search results.
export const metadata: Metadata = {
  ...pageSeo({ ...landingSeo, path: "/" }),
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return <LandingPage structuredData={false} />;
}
