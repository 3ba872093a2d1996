import type { MetadataRoute } from "next";
import { publicRoutes } from "@/lib/content/public-routes";
import { recipePath, recipes } from "@/lib/recipes/recipes";
import { env } from "@/lib/env";

export default function sitemap(): MetadataRoute.Sitemap {
  const siteUrl = env().SITE_URL;
  const pages: MetadataRoute.Sitemap = publicRoutes.map((route) => ({
    url: `${siteUrl}${route === "/" ? "/" : route}`,
    changeFrequency: "monthly",
    priority: route === "/" ? 1 : route === "/privacidade" || route === "/login" ? 0.3 : 0.7,
  }));
  // Every recipe has its own page, after the app's.
  const recipePages: MetadataRoute.Sitemap = recipes.map((recipe) => ({
    url: `${siteUrl}${recipePath(recipe)}`,
    changeFrequency: "monthly",
    priority: 0.5,
  }));
  return [...pages, ...recipePages];
}
