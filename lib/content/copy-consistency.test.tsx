import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LandingPage } from "@/components/landing/landing-page";
import { categories as recipeCategories } from "@/lib/recipes/recipes";
import { brandName } from "@/lib/company/brand";
import { comparedTo, landingSeo, landingTitle, payment, paymentTerms, plans } from "./landing";
import { toolLinks } from "./navigation";
import { descriptionPage, imagePage, pixelPage, converterPage, translatePage, voicePage } from "./tools";

const count = (text: string, part: string) => text.split(part).length - 1;
const html = renderToStaticMarkup(<LandingPage />);
/** The tool cards of the portfolio, one heading each. */
const toolCards = count(
  html.slice(html.indexOf('id="portfolio"'), html.indexOf("</section>", html.indexOf('id="portfolio"'))),
  "<h3",
);

/** What a visitor reads: the rendered landing page without markup, plus the title and description. */
function landingText(): string {
  const visible = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"');
  return [landingTitle(brandName), landingSeo.description, visible].join(" ").replace(/\s+/g, " ");
}

const num = (value: string) => Number(value.replace(/\./g, ""));
const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)];

/** Every figure a sentence states, checked against every other sentence and against the plans. */
function contradictions(text: string, cards = toolCards): string[] {
  const found: string[] = [];
  const distinct = (name: string, values: number[]) => {
    if (new Set(values).size > 1) found.push(`${name}: ${[...new Set(values)].join(" vs ")}`);
  };

  // Each comparison says against what, and the same thing each time.
  const factors = all(text, /(\d+)x mais rápid/g).map((m) => Number(m[1]));
  distinct("speed factor", factors);
  distinct(
    "cheaper by",
    all(text, /(\d+)% mais barat/g).map((m) => Number(m[1])),
  );
  for (const m of all(text, /(.{0,4})\b(\d+)% mais barat/g)) {
    if (!/até $/i.test(m[1])) found.push(`"${m[0].trim()}" is stated as exact where the claim is "até"`);
  }
  for (const m of all(text, /\d+(x mais rápid|% mais barat)[a-z]*/g)) {
    const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 50 + comparedTo.length);
    if (!rest.includes(`que ${comparedTo}`)) found.push(`"${m[0]}" does not say against what`);
  }
  for (const m of all(text, /até (\d+) dias; o mesmo projeto feito sem IA levaria (\d+) dias/g)) {
    const ratio = Number(m[2]) / Number(m[1]);
    for (const factor of factors) if (ratio !== factor) found.push(`"${m[0]}" is ${ratio}x, the claim says ${factor}x`);
  }
  if (/semanas?\b|no mercado/i.test(text)) found.push("a delivery time in weeks or against 'the market'");

  // One delivery promise per plan, the same wherever it appears.
  if (/Estamos entregando|\d+ a \d+ dias/.test(text)) found.push("a second delivery promise beside a plan's");
  const promised = plans.map((plan) => plan.delivery.maxDays).join(",");
  for (const m of all(text, /até ([\d, ]+ ou \d+) dias, conforme o plano/g)) {
    if (m[1].split(/, | ou /).join(",") !== promised) found.push(`"${m[0]}" but the plans promise ${promised}`);
  }
  for (const plan of plans) {
    const promise = [
      ...all(text, new RegExp(`plano ${plan.title}, até (\\d+) dias?`, "g")),
      ...all(text, new RegExp(`${plan.title} [^R]*?R\\$ [\\d.]+ Entrega em até (\\d+) dias?`, "g")),
      ...all(text, new RegExp(`Plano ${plan.title}: entrega em até (\\d+) dias?`, "g")),
      ...all(text, new RegExp(`(\\d+) dias? no máximo para entregar o plano ${plan.title}`, "g")),
    ].map((m) => Number(m[1]));
    if (!promise.length) found.push(`no delivery time found for ${plan.title}`);
    distinct(`${plan.title} delivery`, [plan.delivery.maxDays, ...promise]);
    const support = [
      ...all(text, new RegExp(`plano ${plan.title}, (\\d+) dias de suporte`, "g")),
      ...all(text, new RegExp(`(\\d+) dias de suporte no plano ${plan.title}`, "g")),
    ].map((m) => Number(m[1]));
    distinct(`${plan.title} support`, [plan.supportDays, ...support]);
    const prices = [
      ...all(text, new RegExp(`${plan.title} \\(R\\$ ([\\d.]+)\\)`, "g")),
      ...all(text, new RegExp(`R\\$ ([\\d.]+) o plano ${plan.title}`, "g")),
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

  // The payment terms, whole, wherever payment comes up: never 12x without the 50/50, or the other way round.
  distinct(
    "installments",
    all(text, /até (\d+)x/g).map((m) => Number(m[1])),
  );
  const terms = count(text, paymentTerms);
  if (!terms) found.push("the payment terms are not stated");
  for (const part of [`${payment.installments}x`, `${payment.upfrontPercent}% no início`, "PIX"]) {
    if (count(text, part) !== terms) found.push(`"${part}" appears outside the payment terms`);
  }

  // The counts match what the site shows: one card per tool of the menu.
  for (const m of all(text, /(\d+) ferramentas nossas/g)) {
    if (Number(m[1]) !== cards) found.push(`"${m[0]}" but ${cards} tool cards`);
    if (Number(m[1]) !== toolLinks.length) found.push(`"${m[0]}" but ${toolLinks.length} tools in the menu`);
  }
  return found;
}

/** Words that keep their capital inside a sentence-case label: names, brands, acronyms. */
const properNouns = new Set(
  "Brasil E-commerce MP3 SEO IA PIX HD PNG HTML Elementor Pixel TikTok Genius Voice AI Img Auto X FitnessRecipes Google WhatsApp".split(
    " ",
  ),
);
const notSentenceCase = (label: string) =>
  label
    .split(/\s+/)
    .slice(1)
    .some((word) => /^\p{Lu}/u.test(word) && !properNouns.has(word.replace(/[.,:;!?]$/, "")));

/** The labels of the site's own pages that are not on the landing page. */
const labels = [
  ...[descriptionPage, imagePage, pixelPage, converterPage, translatePage, voicePage].flatMap((page) => [
    ...(page.tiles ?? []).map((tile) => tile.title),
  ]),
  ...recipeCategories.map((category) => category.name),
];

describe("landing copy consistency", () => {
  const text = landingText();

  it("states every figure the same way everywhere it appears", () => {
    expect(text).toContain("2x mais rápido que o mesmo projeto feito sem IA");
    expect(text).toContain("até 3, 5 ou 12 dias, conforme o plano");
    expect(text).toContain("Entrega em até 12 dias");
    expect(text).toContain(paymentTerms);
    expect(contradictions(text)).toEqual([]);
  });

  it("catches the contradictions this copy used to have", () => {
    const before = [
      "Até 60% mais barato 2x mais rápido",
      "o seu projeto pronto em até 2 semanas, não em 4 semanas.",
      "Completo Um sistema web. R$ 4.499 Entrega em até 12 dias Estamos entregando em 5 dias",
      "IA, 60% mais baratos. Planos a partir de R$ 999.",
      "12x no cartão de crédito",
      "Você paga 50% no início do projeto e os outros 50% na entrega.",
      "5 ferramentas nossas para testar agora",
    ].join(" ");
    expect(contradictions(before, 5)).toEqual(
      expect.arrayContaining([
        '"IA, 60% mais barat" is stated as exact where the claim is "até"',
        '"60% mais barato" does not say against what',
        '"2x mais rápido" does not say against what',
        "a delivery time in weeks or against 'the market'",
        "a second delivery promise beside a plan's",
        "the payment terms are not stated",
        '"5 ferramentas nossas" but 7 tools in the menu',
      ]),
    );
  });

  it("speaks to the visitor as você and in Portuguese only, one style", () => {
    expect(text).not.toMatch(/\b(tu|teu|tua|vós)\b/i);
    expect(text).not.toMatch(/\b(setup|layout|landing page|testimonials?|click here|learn more|login|home)\b/i);
    expect(text).not.toMatch(/\bemail\b/i);
    expect(text).not.toMatch(/depoimento|Mariana|Rafael|Juliana/);
    // Each tool with its own gender: "a Descrição E-commerce", "o Elementor para HTML".
    expect(text).not.toMatch(/\bo Descrição|\ba (Elementor|Disparador|Tradutor|Genius)/);
    expect(text).not.toMatch(/\b[A-ZÀ-Ú]{4,} [A-ZÀ-Ú]{4,}\b/); // no shouting labels ("MAIS POPULAR")
  });

  it("writes labels in sentence case and in Portuguese on the tools' pages too", () => {
    expect(labels.filter(notSentenceCase)).toEqual([]);
    expect(labels.join(" ")).not.toMatch(/\b(Snacks|Login|Home|Email)\b/);
    expect(["Dicas para Resultados Incríveis", "Recuperar Senha", "Foco no público"].filter(notSentenceCase)).toEqual([
      "Dicas para Resultados Incríveis",
      "Recuperar Senha",
    ]);
  });

  it("says nothing a developer would: no paths, scripts, medians or milliseconds", () => {
    expect(text).not.toMatch(/bench|\.sh\b|\(pasta|mediana|\bms\b|ADMIN_EMAILS|BOOKING_URL|OPENAI/);
  });
});
