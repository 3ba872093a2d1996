import type { Metadata } from "next";
import { siteName } from "@/lib/content/navigation";

/**
 * Open Graph and Twitter defaults. A page that sets `openGraph` or `twitter` replaces the layout's
 * object instead of merging it, so pages spread these into their own.
 */
export const sharedOpenGraph = { type: "website", locale: "pt_BR", siteName } satisfies Metadata["openGraph"];
export const sharedTwitter = { card: "summary_large_image" } satisfies Metadata["twitter"];

/** Title, description, canonical URL and share cards of one page, consistently. */
export function pageSeo({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  return {
    title: path === "/" ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { ...sharedOpenGraph, title, description, url: path },
    twitter: { ...sharedTwitter, title, description },
  };
}
