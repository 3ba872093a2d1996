import type { Metadata } from "next";
import { LandingPage } from "@/components/landing/landing-page";
import { landingSeo } from "@/lib/content/landing";
import { pageSeo } from "@/lib/seo";

export const metadata: Metadata = pageSeo({ ...landingSeo, path: "/" });

export default function HomePage() {
  return <LandingPage />;
}
