import type { Metadata } from "next";
import { LandingPage } from "@/components/landing/landing-page";
import { landingSeo } from "@/lib/content/landing";

export const metadata: Metadata = {
  title: { absolute: landingSeo.title },
  description: landingSeo.description,
  alternates: { canonical: "/" },
  openGraph: { title: landingSeo.title, description: landingSeo.description, url: "/" },
  twitter: { title: landingSeo.title, description: landingSeo.description },
};

export default function HomePage() {
  return <LandingPage />;
}
