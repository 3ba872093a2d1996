import { LandingPage } from "@/components/landing/landing-page";

/**
 * Any unknown path shows the landing page (SPEC section 2) with HTTP 404; Next.js adds
 * <meta name="robots" content="noindex"> to not-found responses. It lives under the catch-all segment,
 * not at the root, because a root not-found.tsx is serialised into the RSC payload of every page:
 * there the whole landing page would double the HTML of / and add ~60 KB to each tool page.
 */
export default function UnknownPathNotFound() {
  return <LandingPage structuredData={false} />;
}
