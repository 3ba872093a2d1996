import type { Metadata } from "next";
import { toolRecord, type ToolRecord } from "@/lib/content/tools";
import { env } from "@/lib/env";
import { renderShareImage } from "@/lib/landing/share-image";
import { pageSeo } from "@/lib/seo";

/** A tool page's title, description and canonical address, from its record. */
export function toolMetadata(route: string): Metadata {
  const tool = toolRecord(route);
  return pageSeo({ title: tool.seoTitle, description: tool.does, path: tool.route });
}

/** schema.org WebApplication for a tool page: free, in Brazilian reais, run in the browser. */
export function toolStructuredData(tool: ToolRecord, siteUrl = env().SITE_URL) {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: tool.name,
    description: tool.does,
    url: `${siteUrl}${tool.route}`,
    applicationCategory: tool.applicationCategory,
    operatingSystem: "Qualquer navegador",
    inLanguage: "pt-BR",
    offers: { "@type": "Offer", price: "0", priceCurrency: "BRL" },
    provider: { "@type": "Organization", "@id": `${siteUrl}/#organizacao`, name: env().companyName },
  };
}

/** A tool's share card: its name over its one-line pitch (lib/landing/share-image.tsx draws it). */
export const toolShareCard = (tool: ToolRecord) => ({
  headline: tool.name,
  subline: tool.pitch,
  badge: tool.needs.account ? "Grátis, com conta" : "Grátis, no navegador",
});

/** What app/<tool>/opengraph-image.tsx and twitter-image.tsx export: the tool's own card. */
export function toolShareImage(route: string) {
  const tool = toolRecord(route);
  return {
    alt: `${tool.name}: ${tool.pitch}`,
    render: () => renderShareImage(toolShareCard(tool)),
  };
}
