import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import robots from "./robots";
import sitemap from "./sitemap";
import { recipes } from "@/lib/recipes/recipes";

describe("sitemap and robots", () => {
  afterEach(() => {
    delete process.env.SITE_URL;
    resetEnvCache();
  });

  it("lists every public route with absolute URLs from SITE_URL", () => {
    process.env.SITE_URL = "https://exemplo.com.br/";
    resetEnvCache();
    expect(sitemap().map((entry) => entry.url)).toEqual(
      [
        "/",
        "/disparador",
        "/elementor",
        "/description-ecom",
        "/translate",
        "/geniusvoice",
        "/imgautox",
        "/fitnessrecipes",
        "/login",
        "/privacidade",
        ...recipes.map((recipe) => `/fitnessrecipes/${recipe.id}`),
      ].map((route) => `https://exemplo.com.br${route}`),
    );
    expect(sitemap().some((entry) => entry.url.endsWith("/fitnessrecipes/bowl-de-proteina-especial"))).toBe(true);
  });

  it("allows the pages, keeps the API and the error cases out, and points to the sitemap", () => {
    process.env.SITE_URL = "https://exemplo.com.br";
    resetEnvCache();
    const result = robots();
    expect(result.rules).toEqual([{ userAgent: "*", allow: "/", disallow: ["/api/", "/erro/"] }]);
    expect(result.sitemap).toBe("https://exemplo.com.br/sitemap.xml");
  });
});
