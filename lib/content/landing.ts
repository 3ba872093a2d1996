/**
 * Every figure is written once (prices, delivery and support in `plans`, terms in `payment`, the speed and
 * price claims below, measurements from bench/README.md) and every sentence derives it, so none can disagree;
 * copy-consistency.test.tsx reads the rendered landing page to keep it so. Each plan has one delivery promise,
 * the payment terms are one sentence, and each comparison says against what.
 */

import { toolRecord, toolRecords, type ToolCategory } from "./tools";

export type PortfolioCategory = ToolCategory;

/** One of the tools on this site: a visitor can open it and check it. */
export type PortfolioProject = {
  title: string;
  description: string;
  tech: readonly string[];
  /** Illustration in public/portfolio, 640x400. */
  image: string;
  category: PortfolioCategory;
  link: string;
};

export type PlanId = "essencial" | "profissional" | "completo";

export type Plan = {
  id: PlanId;
  title: string;
  /** One line on what the client gets, in the client's words. */
  summary: string;
  price: number;
  icon: "rocket" | "zap" | "crown";
  color: "sky" | "violet" | "fuchsia";
  popular: boolean;
  /** The one delivery promise: at most this many days. */
  delivery: { maxDays: number };
  supportDays: number;
  features: readonly string[];
};

/**
 * A figure we measured ourselves: `source` says when and how, in a visitor's words; `script` (not shown) is
 * the script in bench/ that measured it.
 */
export type Measurement = {
  value: string;
  label: string;
  tool?: { title: string; link: string; article: "o" | "a" };
  source: string;
  script: string;
};
export type ProcessStep = { icon: "clipboard" | "code" | "flask" | "package"; title: string; desc: string };
export type Faq = { question: string; answer: string };
export type Stat = { value: string; label: string };

export const plans: readonly Plan[] = [
  {
    id: "essencial",
    title: "Essencial",
    summary: "Uma página de vendas para apresentar e vender o seu produto ou serviço.",
    price: 999,
    icon: "rocket",
    color: "sky",
    popular: false,
    delivery: { maxDays: 3 },
    supportDays: 30,
    features: [
      "Página de vendas pronta para receber visitas e contatos",
      "Visual que se adapta a celular, tablet e computador",
      "SEO básico: título, descrição e página pronta para o Google",
    ],
  },
  {
    id: "profissional",
    title: "Profissional",
    summary: "Um site ou ferramenta que conversa com os serviços que você já usa.",
    price: 1999,
    icon: "zap",
    color: "violet",
    popular: true,
    delivery: { maxDays: 5 },
    supportDays: 30,
    features: [
      "Integração com os serviços que você já usa (pagamentos, e-mail, planilhas, CRM)",
      "Componentes interativos e animações",
      "Termos de uso e política de privacidade (LGPD) escritos para o seu negócio",
      "Páginas rápidas mesmo com muitas visitas",
    ],
  },
  {
    id: "completo",
    title: "Completo",
    summary: "Um sistema web com banco de dados, acesso de usuários com senha e relatórios.",
    price: 4499,
    icon: "crown",
    color: "fuchsia",
    popular: false,
    delivery: { maxDays: 12 },
    supportDays: 60,
    features: [
      "Banco de dados para os seus clientes, pedidos ou conteúdos",
      "Acesso de usuários com senha e recuperação por e-mail",
      "Painel com relatórios e métricas do negócio",
      "Várias integrações no mesmo sistema",
      "Estrutura pronta para crescer com o número de acessos",
    ],
  },
];

export const planIds = plans.map((plan) => plan.id) as [PlanId, ...PlanId[]];

export const payment = { installments: 12, upfrontPercent: 50 } as const;

/** The terms, whole and in one sentence, wherever payment is mentioned. */
export const paymentTerms = `${payment.upfrontPercent}% no início do projeto e ${100 - payment.upfrontPercent}% na entrega; cada parte por PIX, transferência bancária ou cartão de crédito em até ${payment.installments}x`;

const days = (n: number) => `${n} ${n === 1 ? "dia" : "dias"}`;
const reais = (value: number) => value.toLocaleString("pt-BR");

export const planPrice = (plan: Plan) => reais(plan.price);
export const deliveryRange = (plan: Plan) => `até ${days(plan.delivery.maxDays)}`;
export const planDelivery = (plan: Plan) => `Entrega em ${deliveryRange(plan)}`;
export const planSupport = (plan: Plan) => `${days(plan.supportDays)} de suporte depois da entrega`;

/** The plan with the most support and the longest delivery: what "the most complete plan" means. */
const mostComplete = plans.reduce((best, plan) => (plan.price > best.price ? plan : best));

/** Each plan's own promise, in one phrase: "até 3, 5 ou 12 dias, conforme o plano". */
const deliveryByPlan = `até ${plans
  .map((plan) => plan.delivery.maxDays)
  .join(", ")
  .replace(/, (\d+)$/, " ou $1")} dias, conforme o plano`;

/** The claims, against the same project made without AI: at most this much cheaper, this many times faster. */
export const cheaperPercent = 60;
export const fasterFactor = 2;
export const comparedTo = "o mesmo projeto feito sem IA";

export const hero = {
  eyebrow: "Software house com desenvolvimento acelerado por IA",
  headline: "Transformamos ideias em realidade digital",
  headlineLead: "Transformamos ideias em",
  headlineHighlight: "realidade digital",
  /** The most complete plan, with us and as the same project without AI. */
  delivery: {
    plan: mostComplete.title,
    ours: `até ${days(mostComplete.delivery.maxDays)}`,
    theirs: days(mostComplete.delivery.maxDays * fasterFactor),
  },
  typingText: "Transformamos ideias em realidade digital",
} as const;

export const heroSubtitle = `Criamos web apps, SaaS, ferramentas web e bots com a ajuda da inteligência artificial: o seu projeto pronto em ${deliveryByPlan}.`;

export const claims: readonly string[] = [
  `Até ${cheaperPercent}% mais barato que ${comparedTo}`,
  `${fasterFactor}x mais rápido que ${comparedTo}`,
  "Código 100% limpo e revisado",
  "Consultoria personalizada",
];

/** Every tool in the menu, the ones that need nothing but this server first. */
/** The landing cards: each tool's name, what it does and its card, from its record; the ones needing no AI first. */
export const portfolio: readonly PortfolioProject[] = [
  ...toolRecords.filter((tool) => !tool.needs.ai),
  ...toolRecords.filter((tool) => tool.needs.ai),
].map((tool) => ({
  title: tool.name,
  description: tool.does,
  ...tool.card,
  link: tool.route,
}));

export const processSteps: readonly ProcessStep[] = [
  {
    icon: "clipboard",
    title: "Briefing",
    desc: "Entendemos o seu negócio, os objetivos e o público para definir o escopo certo.",
  },
  {
    icon: "code",
    title: "Desenvolvimento",
    desc: "Construímos com IA e boas práticas, mostrando o progresso a cada etapa.",
  },
  { icon: "flask", title: "Testes", desc: "Testamos em celulares e computadores, do desempenho à acessibilidade." },
  { icon: "package", title: "Entrega", desc: "Publicamos o projeto, entregamos o código e seguimos com o suporte." },
];

export const plansSubtitle = `Valor único por projeto: ${paymentTerms}.`;

const cheapest = plans.reduce((best, plan) => (plan.price < best.price ? plan : best));

export const stats: readonly Stat[] = [
  {
    value: days(mostComplete.delivery.maxDays),
    label: `no máximo para entregar o plano ${mostComplete.title}, o mais completo`,
  },
  { value: String(portfolio.length), label: "ferramentas nossas neste site, as mesmas do menu" },
  { value: `R$ ${planPrice(cheapest)}`, label: `o plano ${cheapest.title}, para começar` },
  { value: days(mostComplete.supportDays), label: `de suporte no plano ${mostComplete.title}` },
];

export const technologies: readonly string[] = [
  "React",
  "Next.js",
  "TypeScript",
  "Node.js",
  "Tailwind CSS",
  "PostgreSQL",
  "OpenAI",
  "Python",
];

const byOurMeasure = "Medição nossa";

export const measurementsCopy = {
  eyebrow: "Medido por nós",
  title: "Números que você pode conferir",
  subtitle: "As ferramentas deste site, medidas por nós. Abra cada uma e confira.",
  label: byOurMeasure,
} as const;

/** Copied from bench/README.md: a new run there means new figures here. */
export const measurements: readonly Measurement[] = [
  {
    value: "0,36 segundo",
    label:
      "para o Elementor para HTML salvar uma página de 415 KB com 40 imagens; o SingleFile, uma extensão conhecida que faz o mesmo, levou 8,38 segundos e gerou um arquivo do mesmo tamanho",
    tool: { title: "Elementor para HTML", link: "/elementor", article: "o" },
    source: "23/11/2026, as duas ferramentas no mesmo computador",
    script: "bench/singlefile.bench.sh",
  },
  {
    value: "0",
    label: "pedidos à internet quando você abre o arquivo salvo pelo Elementor para HTML: ele funciona sem conexão",
    tool: { title: "Elementor para HTML", link: "/elementor", article: "o" },
    source: "23/11/2026, com quatro páginas de teste",
    script: "bench/singlefile.bench.sh",
  },
  {
    value: "4 milésimos",
    label: `de segundo é o que o nosso servidor soma ao tempo da IA em cada descrição da ${toolRecord("/description-ecom").name}, e o texto aparece enquanto a IA escreve`,
    tool: { title: toolRecord("/description-ecom").name, link: "/description-ecom", article: "a" },
    source: "21/11/2026, em 200 descrições, valendo o tempo do meio",
    script: "bench/ai-overhead.bench.sh",
  },
];

const perPlan = (describe: (plan: Plan) => string) => {
  const parts = plans.map((plan) => `plano ${plan.title}, ${describe(plan)}`);
  return `${parts.slice(0, -1).join("; ")} e ${parts.at(-1)}`;
};

export const faqs: readonly Faq[] = [
  {
    question: "Quanto tempo leva para desenvolver o meu projeto?",
    answer: `Depende do plano: ${perPlan(deliveryRange)}. Projetos maiores que o plano ${mostComplete.title} têm o prazo combinado na proposta.`,
  },
  {
    question: "Como funciona o pagamento do projeto?",
    answer: `Você paga ${paymentTerms}.`,
  },
  {
    question: "Vocês oferecem suporte depois da entrega?",
    answer: `Sim: ${perPlan((plan) => `${days(plan.supportDays)} de suporte`)}. Projetos maiores têm o suporte combinado na proposta.`,
  },
  {
    question: "Como vocês conseguem ser mais rápidos e mais baratos?",
    answer: `Usamos inteligência artificial em todo o processo de desenvolvimento, com revisão humana: por isso entregamos ${fasterFactor}x mais rápido e até ${cheaperPercent}% mais barato que ${comparedTo}, com código 100% limpo e revisado, além de consultoria personalizada.`,
  },
];

export const ctaSubtitle = `Conte o que você precisa e receba uma proposta sob medida, com entrega em ${deliveryByPlan}.`;

/** The home page's title opens with the company's name (Env.companyName). */
export const landingTitle = (companyName: string) =>
  `${companyName}: sites, apps e SaaS com IA, com entrega em até ${days(mostComplete.delivery.maxDays)}`;

export const landingSeo = {
  description: `Transformamos ideias em realidade digital: web apps, SaaS, ferramentas e bots com IA, até ${cheaperPercent}% mais baratos e ${fasterFactor}x mais rápidos que ${comparedTo}, com código 100% limpo. Planos a partir de R$ ${planPrice(cheapest)}.`,
} as const;
