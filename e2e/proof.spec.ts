import { expect, test } from "@playwright/test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ProofSections } from "../components/landing/proof-sections";
import { proofFixtures } from "../test-support/proof-fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { sidewaysOverflow, widestElements } from "./support/layout";
import { bareAppUrl } from "./ports";

/**
 * Issue 45: the owner's client projects and testimonials (lib/content/proof.ts). The builds hold none, so the
 * landing page shows neither section; the sections filled with fixtures are put where the landing page renders
 * them (after the portfolio), with the build's own stylesheet, and read at a phone's and a desktop's width.
 */
const filled = renderToStaticMarkup(createElement(ProofSections, { proof: proofFixtures }));

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test.describe(`client proof at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    test.beforeEach(({ page }) => presetConsent(page, "denied"));

    test("a build without entries shows neither section and invents no client", async ({ page }) => {
      for (const base of ["", bareAppUrl]) {
        await page.goto(`${base}/`);
        await expect(page.locator("#portfolio")).toBeVisible();
        await expect(page.locator("#clientes, #depoimentos")).toHaveCount(0);
        await expect(page.getByRole("heading", { name: /Projetos de clientes|O que dizem os clientes/ })).toHaveCount(
          0,
        );
      }
    });

    test("filled, both sections show every entry, with outside links in a new tab", async ({ page }) => {
      await page.goto("/");
      await page
        .locator("#portfolio")
        .evaluate((portfolio, html) => portfolio.insertAdjacentHTML("afterend", html), filled);
      const projects = page.getByRole("region", { name: "Projetos de clientes" });
      const testimonials = page.getByRole("region", { name: "O que dizem os clientes" });
      for (const project of proofFixtures.projects) {
        const card = projects.getByRole("link").filter({ has: page.getByRole("heading", { name: project.title }) });
        await card.scrollIntoViewIfNeeded();
        await expect(card).toBeVisible();
        await expect(card).toContainText(project.category);
        await expect(card).toHaveAttribute("href", project.link);
        await expect(card).toHaveAttribute("target", "_blank");
        await expect(card).toHaveAttribute("rel", "noopener");
        await expect(card.locator("img")).toHaveJSProperty("complete", true);
      }
      for (const testimonial of proofFixtures.testimonials) {
        const item = testimonials.getByRole("figure").filter({ hasText: testimonial.name });
        await item.scrollIntoViewIfNeeded();
        await expect(item).toBeVisible();
        await expect(item).toContainText(testimonial.text);
        await expect(item).toContainText(`${testimonial.role}, ${testimonial.company}`);
      }
      // Side by side on a desktop, one under the other on a phone.
      const tops = await projects
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3 }) })
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(width < 640 ? tops.length : 1);
      expect(await sidewaysOverflow(page), (await widestElements(page)).join(", ")).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  });
}
