import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LandingPage } from "@/components/landing/landing-page";
import { landingSeo, plans } from "./landing";

/** What a visitor reads: the rendered landing page without markup, plus the title and description. */
function landingText(): string {
  const html = renderToStaticMarkup(<LandingPage />);
  const visible = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ");
  return [landingSeo.title, landingSeo.description, visible].join(" ").replace(/\s+/g, " ");
}

const num = (value: string) => Number(value.replace(/\./g, ""));
const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)];

/** Every figure a sentence states, checked against every other sentence and against the plans. */
function contradictions(text: string): string[] {
  const found: string[] = [];
  const distinct = (name: string, values: number[]) => {
    if (new Set(values).size > 1) found.push(`${name}: ${[...new Set(values)].join(" vs ")}`);
  };

  const factors = all(text, /(\d+)x mais rápid/g).map((m) => Number(m[1]));
  distinct("speed factor", factors);
  // "em até 2 semanas, não em 4 semanas", "2 semanas no máximo ... o que costuma levar 4 semanas"
  for (const m of all(text, /(\d+) semanas?[^.]{0,60}?(?:não em|costuma levar) (\d+) (semanas?|meses|mês)/g)) {
    const theirs = Number(m[2]) * (m[3].startsWith("semana") ? 1 : 4);
    const ratio = theirs / Number(m[1]);
    for (const factor of factors) if (ratio !== factor) found.push(`"${m[0]}" is ${ratio}x, the claim says ${factor}x`);
  }
  distinct(
    "cheaper by",
    all(text, /(\d+)% mais barat/g).map((m) => Number(m[1])),
  );
  for (const m of all(text, /(.{0,4})\b(\d+)% mais barat/g)) {
    if (!/até $/i.test(m[1])) found.push(`"${m[0].trim()}" is stated as exact where the claim is "até"`);
  }
  distinct(
    "installments",
    all(text, /até (\d+)x/g).map((m) => Number(m[1])),
  );

  const longest = Math.max(...plans.map((plan) => plan.delivery.maxDays));
  for (const m of all(text, /em até (\d+) semanas?/g)) {
    if (Number(m[1]) * 7 < longest) found.push(`"${m[0]}" is shorter than the longest plan (${longest} dias)`);
  }
  if (/\d+ a \d+ dias/.test(text)) found.push("a delivery range next to promises of 'até N dias'");

  for (const plan of plans) {
    const promise = [
      ...all(text, new RegExp(`plano ${plan.title}, até (\\d+) dias?`, "g")),
      ...all(text, new RegExp(`${plan.title} [^R]*?R\\$ [\\d.]+ Entrega em até (\\d+) dias?`, "g")),
    ].map((m) => Number(m[1]));
    if (!promise.length) found.push(`no delivery time found for ${plan.title}`);
    distinct(`${plan.title} delivery`, [plan.delivery.maxDays, ...promise]);
    const now = all(
      text,
      new RegExp(`${plan.title} [^R]*?R\\$ [\\d.]+ Entrega em até \\d+ dias? Estamos entregando em (\\d+) dias?`, "g"),
    );
    for (const m of now) if (Number(m[1]) > plan.delivery.maxDays) found.push(`${plan.title}: "${m[0]}"`);
    const support = [
      ...all(text, new RegExp(`plano ${plan.title}, (\\d+) dias de suporte`, "g")),
      ...all(text, new RegExp(`(\\d+) dias de suporte no plano ${plan.title}`, "g")),
    ].map((m) => Number(m[1]));
    distinct(`${plan.title} support`, [plan.supportDays, ...support]);
    const prices = [
      ...all(text, new RegExp(`${plan.title} \\(R\\$ ([\\d.]+)\\)`, "g")),
      ...all(text, new RegExp(`plano ${plan.title} \\(R\\$ ([\\d.]+)\\)`, "g")),
      ...all(text, new RegExp(`${plan.title} [^R]*?R\\$ ([\\d.]+)`, "g")),
    ].map((m) => num(m[1]));
    distinct(`${plan.title} price`, [plan.price, ...prices]);
  }
  const from = all(text, /a partir de R\$ ([\d.]+)/g).map((m) => num(m[1]));
  for (const price of from) {
    if (price !== Math.min(...plans.map((plan) => plan.price))) found.push(`"a partir de R$ ${price}"`);
  }
  const stated = all(text, /R\$ ?([\d.]+)/g).map((m) => num(m[1]));
  for (const price of stated)
    if (!plans.some((plan) => plan.price === price)) found.push(`R$ ${price} is no plan's price`);

  const tools = all(text, /Abrir ferramenta/g).length;
  for (const m of all(text, /(\d+) ferramentas nossas/g)) {
    if (Number(m[1]) !== tools) found.push(`"${m[0]}" but ${tools} tool cards`);
  }
  return found;
}

describe("landing copy consistency", () => {
  const text = landingText();

  it("states every figure the same way everywhere it appears", () => {
    expect(text).toContain("2x mais rápido");
    expect(text).toContain("até 2 semanas, não em 4 semanas");
    expect(text).toContain("Entrega em até 12 dias");
    expect(contradictions(text)).toEqual([]);
  });

  it("catches the contradictions this copy used to have", () => {
    const before = [
      "Até 60% mais barato 2x mais rápido",
      "o seu projeto pronto em até 2 semanas, não em 2 meses.",
      "Completo Um sistema web. R$ 4.499 Entrega de 7 a 12 dias Estamos entregando em 5 dias",
      "IA, 60% mais baratos. Planos a partir de R$ 999.",
    ].join(" ");
    expect(contradictions(before)).toEqual(
      expect.arrayContaining([
        '"2 semanas, não em 2 meses" is 4x, the claim says 2x',
        "a delivery range next to promises of 'até N dias'",
        '"IA, 60% mais barat" is stated as exact where the claim is "até"',
      ]),
    );
  });

  it("speaks to the visitor as você and in Portuguese only", () => {
    expect(text).not.toMatch(/\b(tu|teu|tua|vós)\b/i);
    expect(text).not.toMatch(/\b(setup|layout|landing page|testimonials?|click here|learn more)\b/i);
    expect(text).not.toMatch(/depoimento|Mariana|Rafael|Juliana/);
  });
});
