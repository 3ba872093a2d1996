import type { Metadata } from "next";
import { LandingPage } from "@/components/landing/landing-page";
import { landingSeo, landingTitle } from "@/lib/content/landing";
import { env } from "@/lib/env";
import { pageSeo } from "@/lib/seo";

export const metadata: Metadata = pageSeo({ ...landingSeo, title: landingTitle(env().companyName), path: "/" });

export default function HomePage() {
  return <LandingPage />;
}
