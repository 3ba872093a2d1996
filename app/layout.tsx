import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SignUpNotice } from "@/components/account/sign-up-notice";
import { ConsentNotice } from "@/components/consent/consent-notice";
import { ConsentPixel } from "@/components/consent/consent-pixel";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { StaticLinks } from "@/components/layout/static-links";
import { StaticContent } from "@/components/ui/static-content";
import { consentEarlyScript } from "@/lib/http/inline-scripts.mjs";
import { env } from "@/lib/env";
import { sharedOpenGraph, sharedTwitter } from "@/lib/seo";
import "./globals.css"; // linked by `next dev` only; a build writes it into the HTML (InlineCss)
import { InlineCss } from "./inline-css";

// The tab names the company as the header does (COMPANY_NAME, or the brand).
const name = env().companyName;

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: `${name}: sites, apps e ferramentas com IA`, template: `%s | ${name}` },
  description: "Sites, apps, SaaS e automações com IA, entregues rápido e com código limpo.",
  // Defaults for every page; the share image comes from app/opengraph-image.tsx and twitter-image.tsx.
  openGraph: sharedOpenGraph(),
  twitter: sharedTwitter,
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fcfcfe" },
    { media: "(prefers-color-scheme: dark)", color: "#141621" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const { TIKTOK_PIXEL_ID: pixelId, TIKTOK_PIXEL_HOST: pixelHost, BOOKING_URL: booking } = env();
  return (
    // The early script marks <html> with a saved consent choice before React starts: not a mismatch.
    <html lang="pt-BR" suppressHydrationWarning>
      {pixelId ? (
        <head>
          <script dangerouslySetInnerHTML={{ __html: consentEarlyScript }} />
        </head>
      ) : null}
      <body className="flex min-h-dvh flex-col font-sans">
        <InlineCss />
        <SkipLink />
        {/* First in the body, so it is in the page's first paint (it fixes itself to the bottom of the screen). */}
        {pixelId ? (
          <>
            <StaticContent>
              <ConsentNotice />
            </StaticContent>
            <ConsentPixel pixelId={pixelId} pixelHost={pixelHost} />
          </>
        ) : null}
        <SiteHeader />
        <main id="conteudo" tabIndex={-1} className="flex-1 focus:outline-none">
          <SignUpNotice />
          {children}
        </main>
        <SiteFooter />
        <StaticLinks />
        {/* Counting without cookies (docs/analytics.md): one small static script, no React. */}
        <script src="/v.js" defer data-booking={booking} />
      </body>
    </html>
  );
}
