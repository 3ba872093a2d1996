import { expect, test } from "@playwright/test";
import { publicRoutes } from "../lib/content/public-routes";
import { recipePath, recipes } from "../lib/recipes/recipes";
import { expectNoAxeViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { appUrl } from "./ports";

test.describe("search engines", () => {
  test("the landing page has its title, description, canonical URL, share cards and JSON-LD", async ({ page }) => {
    await page.goto("/");
    const meta = (selector: string) => page.locator(selector).getAttribute("content");
    expect(await meta('meta[name="description"]')).toContain("Transformamos ideias em realidade digital");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^${appUrl}/?$`));
    expect(await meta('meta[property="og:locale"]')).toBe("pt_BR");
    expect(await meta('meta[property="og:image"]')).toMatch(new RegExp(`^${appUrl}/opengraph-image`));
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await meta('meta[name="twitter:image"]')).toMatch(new RegExp(`^${appUrl}/twitter-image`));
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);

    const image = await page.request.get(new URL((await meta('meta[property="og:image"]'))!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    const types = jsonLd["@graph"].map((node: { "@type": string }) => node["@type"]);
    expect(types).toEqual(["Organization", "FAQPage", "Service"]);
    const faq = jsonLd["@graph"][1];
    expect(faq.mainEntity).toHaveLength(4); // the four questions of the landing's FAQ
    const offers = jsonLd["@graph"][2].offers.map(
      (o: { name: string; price: string; priceCurrency: string }) => `${o.name} ${o.price} ${o.priceCurrency}`,
    );
    expect(offers).toEqual(["Essencial 999 BRL", "Profissional 1999 BRL", "Completo 4499 BRL"]);
  });

  test("every public page has its own pt-BR description, canonical URL and share card", async ({ request }) => {
    // /translate is checked through the HTML it redirects anonymous visitors to, so read it signed out.
    for (const route of publicRoutes.filter((path) => path !== "/translate")) {
      const html = await (await request.get(route)).text();
      const content = (attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1];
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(content('name="description"'), route).toBeTruthy();
      expect(html, route).toContain(`<link rel="canonical" href="${appUrl}${route === "/" ? "" : route}"`);
      expect(content('property="og:url"'), route).toBe(`${appUrl}${route === "/" ? "" : route}`);
      expect(title.startsWith(content('property="og:title"') ?? "\u0000"), `${route}: og:title is the page's own`).toBe(
        true,
      );
    }
  });

  test("sitemap.xml lists every public route and every recipe's page, and robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toEqual([...publicRoutes, ...recipes.map(recipePath)].map((route) => `${appUrl}${route}`));
    expect(urls).toContain(`${appUrl}/fitnessrecipes/vitamina-de-mamao-com-aveia`);
    expect(publicRoutes).toEqual([
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
    ]);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Allow: /");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain(`Sitemap: ${appUrl}/sitemap.xml`);
  });
});

test.describe("unknown paths and application errors", () => {
  test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

  test("an unknown path says so, then shows the landing page, with 404, noindex and canonical /", async ({ page }) => {
    const response = await page.goto("/essa-pagina-nao-existe/mesmo");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    await expect(
      page.getByRole("heading", { level: 2, name: "Transformamos ideias em realidade digital" }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Preço justo, prazo curto" })).toBeVisible();
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((all) => all.map((m) => m.getAttribute("content")));
    expect(robots.length).toBeGreaterThan(0);
    for (const content of robots) expect(content).toContain("noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^${appUrl}/?$`));
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
  });

  for (const [status, heading] of [
    ["400", "Endereço inválido"],
    ["403", "Acesso negado"],
    ["404", "Página não encontrada"],
    ["405", "Método não permitido"],
  ] as const) {
    test(`the error page ${status} says "${heading}" with that HTTP status`, async ({ page }) => {
      const response = await page.goto(`/erro/${status}`);
      expect(response?.status()).toBe(Number(status));
      await expect(page).toHaveTitle(new RegExp(`^${heading} \\|`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByText(`Erro ${status}`, { exact: true })).toBeVisible();
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
      await expect(page.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
    });
  }

  test("the error page is accessible and Voltar ao início leads home", async ({ page }) => {
    await page.goto("/erro/403");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Voltar ao início" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transformamos ideias em realidade digital");
  });

  test("an error case that does not exist is an unknown path: the 404 notice over the landing page", async ({
    page,
  }) => {
    const response = await page.goto("/erro/500");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
  });

  test("unknown API paths answer 404 in the error envelope", async ({ request }) => {
    for (const method of ["GET", "POST"] as const) {
      const response = await request.fetch("/api/nada-aqui", { method });
      expect(response.status()).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Rota da API não encontrada." } });
    }
  });

  test("API routes answer a wrong method with 405 in the error envelope", async ({ request }) => {
    for (const method of ["POST", "PUT", "DELETE"] as const) {
      const response = await request.fetch("/api/health", { method });
      expect(response.status()).toBe(405);
      expect(await response.json()).toEqual({
        error: { code: "method_not_allowed", message: "Método não permitido." },
      });
    }
  });

  test("pages send the security headers", async ({ request }) => {
    for (const path of ["/", "/privacidade", "/sitemap.xml"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"], path).toContain("default-src 'self'");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"], path).toBe("DENY");
    }
  });
});
