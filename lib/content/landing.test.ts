import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { toolLinks } from "./navigation";
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

  it("promises in the hero and stats what the plans promise, plan by plan", () => {
    const top = plans.reduce((best, plan) => (plan.price > best.price ? plan : best));
    expect(hero.delivery).toEqual({
      plan: top.title,
      ours: deliveryRange(top),
      theirs: `${top.delivery.maxDays * 2} dias`,
    });
    expect(heroSubtitle).toContain("em até 3, 5 ou 12 dias, conforme o plano");
    const support = stats.find((stat) => stat.label.includes("suporte"))!;
    expect(support).toEqual({ value: `${top.supportDays} dias`, label: `de suporte no plano ${top.title}` });
    expect(stats.find((stat) => stat.label.includes("ferramentas nossas"))!.value).toBe(String(toolLinks.length));
  });

  it("explains the claims in the FAQ with the same numbers", () => {
    const why = answer("Como vocês conseguem");
    expect(claims.slice(0, 2)).toEqual([
      "Até 60% mais barato que o mesmo projeto feito sem IA",
      "2x mais rápido que o mesmo projeto feito sem IA",
    ]);
    expect(why).toContain("2x mais rápido e até 60% mais barato que o mesmo projeto feito sem IA");
  });

  it("shows only what a visitor can check: every tool of the menu, the ones needing nothing else first", () => {
    expect(portfolio.map((project) => project.link).toSorted()).toEqual(toolLinks.map((tool) => tool.href).toSorted());
    const needs = portfolio.map((project) => toolLinks.find((tool) => tool.href === project.link)!.needs);
    expect(needs.findIndex(Boolean)).toBe(needs.length - needs.filter(Boolean).length);
  });

  it("dates each measurement in a visitor's words and keeps the script that measured it out of sight", () => {
    for (const item of measurements) {
      expect(item.source).toMatch(/^\d{2}\/11\/2026, /);
      expect(existsSync(item.script)).toBe(true);
      expect(`${item.value} ${item.label} ${item.source}`).not.toMatch(/bench|\.sh\b|mediana|\bms\b|\/[a-z]/);
    }
  });

  it("quotes no Lighthouse score: the bench measures one only against an empty page on a shared machine (issue 52)", () => {
    expect(measurements.map((item) => item.script)).not.toContain("bench/lighthouse.bench.sh");
  });
});
