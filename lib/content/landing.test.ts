import { describe, expect, it } from "vitest";
import {
  claims,
  deliveryRange,
  faqs,
  hero,
  heroSubtitle,
  landingSeo,
  measurements,
  planDelivery,
  planPrice,
  plans,
  portfolio,
  stats,
} from "./landing";

const answer = (start: string) => faqs.find((faq) => faq.question.startsWith(start))!.answer;

describe("landing copy", () => {
  it("names the plans in Portuguese and prints prices the Brazilian way", () => {
    expect(plans.map((plan) => [plan.title, planPrice(plan)])).toEqual([
      ["Essencial", "999"],
      ["Profissional", "1.999"],
      ["Completo", "4.499"],
    ]);
    expect(landingSeo.description).toContain("a partir de R$ 999");
  });

  it("gives each plan in the FAQ the delivery time and support its card shows", () => {
    expect(plans.map(planDelivery)).toEqual([
      "Entrega em até 3 dias",
      "Entrega em até 5 dias",
      "Entrega em até 12 dias",
    ]);
    for (const plan of plans) {
      expect(answer("Quanto tempo")).toContain(`plano ${plan.title}, ${deliveryRange(plan)}`);
      expect(answer("Vocês oferecem suporte")).toContain(`plano ${plan.title}, ${plan.supportDays} dias de suporte`);
    }
    expect(faqs.map((faq) => faq.answer).join(" ")).not.toMatch(/semana/);
  });

  it("promises in the hero and stats no more than the plans deliver", () => {
    const longest = Math.max(...plans.map((plan) => plan.delivery.maxDays));
    expect(Number.parseInt(hero.delivery.ours) * 7).toBeGreaterThanOrEqual(longest);
    expect(heroSubtitle).toContain(`em até ${hero.delivery.ours}`);
    const support = stats.find((stat) => stat.label.includes("suporte"))!;
    const top = plans.reduce((best, plan) => (plan.price > best.price ? plan : best));
    expect(support).toEqual({
      value: `${top.supportDays} dias`,
      label: `de suporte no plano ${top.title}, o mais completo`,
    });
    expect(stats.find((stat) => stat.label.includes("ferramentas nossas"))!.value).toBe(String(portfolio.length));
  });

  it("explains the claims in the FAQ with the same numbers", () => {
    const why = answer("Como vocês conseguem");
    expect(claims.slice(0, 2)).toEqual(["Até 60% mais barato", "2x mais rápido"]);
    expect(why).toContain("2x mais rápido");
    expect(why).toContain("até 60% mais barato");
  });

  it("shows only what a visitor can check: our tools, and our own measurements with their source", () => {
    expect(portfolio.map((project) => project.link)).toEqual([
      "/imgautox",
      "/geniusvoice",
      "/description-ecom",
      "/disparador",
      "/elementor",
    ]);
    for (const item of measurements) expect(item.source).toMatch(/^bench\/[\w-]+\.bench\.sh, \d{2}\/11\/2026/);
  });
});
