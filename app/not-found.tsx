import type { Metadata } from "next";
import { LandingPage } from "@/components/landing/landing-page";
import { landingSeo } from "@/lib/content/landing";
import { pageSeo } from "@/lib/seo";

// Any unknown path shows the landing page (SPEC section 2) with HTTP 404. Next.js itself adds
// <meta name="robots" content="noindex"> to not-found responses (asserted in e2e/seo-errors.spec.ts).
export const metadata: Metadata = pageSeo({ ...landingSeo, path: "/" });

export default function NotFound() {
  return <LandingPage structuredData={false} />;
}
