import type { MetadataRoute } from "next";
import { publicRoutes } from "@/lib/content/public-routes";
import { env } from "@/lib/env";

export default function sitemap(): MetadataRoute.Sitemap {
  const siteUrl = env().SITE_URL;
  return publicRoutes.map((route) => ({
    url: `${siteUrl}${route === "/" ? "/" : route}`,
    changeFrequency: "monthly",
    priority: route === "/" ? 1 : route === "/privacidade" || route === "/login" ? 0.3 : 0.7,
  }));
}
