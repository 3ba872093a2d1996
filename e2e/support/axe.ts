import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails the test on any axe violation of WCAG 2.1 A/AA rules, listing each with its targets. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/**
 * WCAG 2.2's 2.5.8 (axe's target-size rule): every link, button and field at least 24 x 24 px, or spaced as
 * if it were; links inside a sentence are excepted, as the criterion allows.
 */
export async function expectTapTargets(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(["target-size"]).analyze();
  const small = violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.any[0]?.message ?? ""}`));
  expect(small, "tap targets under 24 x 24 px").toEqual([]);
}
