import type { Metadata } from "next";
import { env } from "@/lib/env";

/** A page's own `openGraph` or `twitter` replaces the layout's instead of merging, so pages spread these. */
export const sharedOpenGraph = () =>
  ({ type: "website", locale: "pt_BR", siteName: env().companyName }) satisfies Metadata["openGraph"];
export const sharedTwitter = { card: "summary_large_image" } satisfies Metadata["twitter"];

export function pageSeo({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  return {
    title: path === "/" ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { ...sharedOpenGraph(), title, description, url: path },
    twitter: { ...sharedTwitter, title, description },
  };
}
