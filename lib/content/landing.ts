/**
 * Every figure is written once (prices, delivery and support in `plans`, terms in `payment`, the speed and
 * price claims below, measurements from bench/README.md) and every sentence derives it, so none can disagree;
 * copy-consistency.test.tsx reads the rendered landing page to keep it so.
 */

export type PortfolioCategory = "Inteligência Artificial" | "E-commerce" | "Marketing" | "Desenvolvimento";

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
  /** Promised delivery, at most, in days, and what we deliver in today (never more than the promise). */
  delivery: { maxDays: number; currentDays: number };
  supportDays: number;
  features: readonly string[];
};

/** A figure we measured ourselves with a script in bench/ (the source names it and the day). */
export type Measurement = { value: string; label: string; tool?: { title: string; link: string }; source: string };
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
    delivery: { maxDays: 3, currentDays: 1 },
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
    delivery: { maxDays: 5, currentDays: 2 },
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
    summary: "Um sistema web com banco de dados, login de usuários e relatórios.",
    price: 4499,
    icon: "crown",
    color: "fuchsia",
    popular: false,
    delivery: { maxDays: 12, currentDays: 5 },
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

export const payment = {
  installments: 12,
  methods: "cartão de crédito em até 12x, PIX ou transferência bancária",
  upfrontPercent: 50,
} as const;

const days = (n: number) => `${n} ${n === 1 ? "dia" : "dias"}`;
const reais = (value: number) => value.toLocaleString("pt-BR");

export const planPrice = (plan: Plan) => reais(plan.price);
export const deliveryRange = (plan: Plan) => `até ${days(plan.delivery.maxDays)}`;
export const planDelivery = (plan: Plan) => `Entrega em ${deliveryRange(plan)}`;
export const planDeliveryNow = (plan: Plan) => `Estamos entregando em ${days(plan.delivery.currentDays)}`;
export const planSupport = (plan: Plan) => `${days(plan.supportDays)} de suporte depois da entrega`;

const longestDelivery = Math.max(...plans.map((plan) => plan.delivery.maxDays));
const weeks = (n: number) => `${n} ${n === 1 ? "semana" : "semanas"}`;
/** The plan with the most support: what "the most complete plan" means in the stats. */
const mostComplete = plans.reduce((best, plan) => (plan.price > best.price ? plan : best));

/** The claims: at most this much cheaper, this many times faster than the usual market delivery. */
export const cheaperPercent = 60;
export const fasterFactor = 2;
/** Every plan fits in this, rounded up to whole weeks; the market's time is the same work without the speed-up. */
const ourWeeks = Math.ceil(longestDelivery / 7);

export const hero = {
  eyebrow: "Software house com desenvolvimento acelerado por IA",
  headline: "Transformamos ideias em realidade digital",
  headlineLead: "Transformamos ideias em",
  headlineHighlight: "realidade digital",
  delivery: { ours: weeks(ourWeeks), theirs: weeks(ourWeeks * fasterFactor) },
  typingText: "Transformamos ideias em realidade digital",
} as const;

export const heroSubtitle = `Criamos web apps, SaaS, ferramentas web e bots com a ajuda da inteligência artificial: o seu projeto pronto em até ${hero.delivery.ours}, não em ${hero.delivery.theirs}.`;

export const claims: readonly string[] = [
  `Até ${cheaperPercent}% mais barato`,
  `${fasterFactor}x mais rápido`,
  "100% código limpo",
  "Consultoria personalizada",
];

export const portfolio: readonly PortfolioProject[] = [
  {
    title: "Img Auto X",
    description: "Gerador de imagens com IA: descreva a cena, escolha tamanho, qualidade e estilo e baixe o resultado.",
    tech: ["Next.js", "OpenAI", "TypeScript"],
    image: "/portfolio/imgautox.svg",
    category: "Inteligência Artificial",
    link: "/imgautox",
  },
  {
    title: "Genius Voice AI",
    description: "Texto em fala natural em segundos, com seis vozes e download em MP3.",
    tech: ["Next.js", "Síntese de voz", "Tailwind CSS"],
    image: "/portfolio/geniusvoice.svg",
    category: "Inteligência Artificial",
    link: "/geniusvoice",
  },
  {
    title: "Descrição E-commerce",
    description: "Descrições de produto persuasivas e otimizadas para SEO, no tom certo para o seu público.",
    tech: ["React", "OpenAI", "SEO"],
    image: "/portfolio/description-ecom.svg",
    category: "E-commerce",
    link: "/description-ecom",
  },
  {
    title: "Disparador de Pixel",
    description: "Teste eventos do Pixel do TikTok e da Events API, como Purchase, antes de investir em anúncios.",
    tech: ["JavaScript", "Pixel do TikTok", "Marketing"],
    image: "/portfolio/disparador.svg",
    category: "Marketing",
    link: "/disparador",
  },
  {
    title: "Elementor para HTML",
    description: "Transforma páginas feitas no Elementor em um arquivo HTML puro, com imagens e estilos.",
    tech: ["Node.js", "HTML", "CSS"],
    image: "/portfolio/elementor.svg",
    category: "Desenvolvimento",
    link: "/elementor",
  },
];

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

export const plansSubtitle = `Valor único por projeto, com pagamento em ${payment.methods}.`;

export const stats: readonly Stat[] = [
  { value: hero.delivery.ours, label: `no máximo para entregar o que costuma levar ${hero.delivery.theirs}` },
  { value: String(portfolio.length), label: "ferramentas nossas para testar agora, neste site" },
  { value: `${payment.installments}x`, label: "no cartão de crédito" },
  { value: days(mostComplete.supportDays), label: `de suporte no plano ${mostComplete.title}, o mais completo` },
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
  subtitle:
    "As ferramentas deste site, medidas por nós com os scripts de desempenho do projeto (pasta bench/). Abra cada uma e confira.",
  label: byOurMeasure,
} as const;

/** Copied from bench/README.md: a new run there means new figures here. */
export const measurements: readonly Measurement[] = [
  {
    value: "0,36 s",
    label:
      "para o Elementor para HTML salvar uma página de 415 KB com 40 imagens; o SingleFile levou 8,38 s e gerou um arquivo do mesmo tamanho",
    tool: { title: "Elementor para HTML", link: "/elementor" },
    source: "bench/singlefile.bench.sh, 23/11/2026, as duas na mesma máquina",
  },
  {
    value: "0",
    label: "pedidos à internet quando você abre o arquivo salvo pelo Elementor para HTML: ele funciona sem conexão",
    tool: { title: "Elementor para HTML", link: "/elementor" },
    source: "bench/singlefile.bench.sh, 23/11/2026, quatro páginas de teste",
  },
  {
    value: "95 a 97",
    label:
      "pontos de desempenho no Lighthouse para celular em cada uma das seis ferramentas abertas sem login, e 100 em acessibilidade",
    source: "bench/lighthouse.bench.sh, 23/11/2026, mediana de 3 medições por página",
  },
  {
    value: "4,4 ms",
    label:
      "é o que o nosso servidor acrescenta (mediana) a cada descrição da Descrição E-commerce, que aparece enquanto a IA escreve",
    tool: { title: "Descrição E-commerce", link: "/description-ecom" },
    source: "bench/ai-overhead.bench.sh, 21/11/2026, 200 chamadas",
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
    question: "Quais são as formas de pagamento?",
    answer: `Aceitamos ${payment.methods}.`,
  },
  {
    question: "Como funciona o pagamento do projeto?",
    answer: `Você paga ${payment.upfrontPercent}% no início do projeto e os outros ${100 - payment.upfrontPercent}% na entrega.`,
  },
  {
    question: "Vocês oferecem suporte depois da entrega?",
    answer: `Sim: ${perPlan((plan) => `${days(plan.supportDays)} de suporte`)}. Projetos maiores têm o suporte combinado na proposta.`,
  },
  {
    question: "Como vocês conseguem ser mais rápidos e mais baratos?",
    answer: `Usamos inteligência artificial em todo o processo de desenvolvimento, com revisão humana: por isso entregamos ${fasterFactor}x mais rápido, até ${cheaperPercent}% mais barato e com 100% de código limpo, além de consultoria personalizada.`,
  },
];

export const ctaSubtitle = `Conte o que você precisa e receba uma proposta sob medida. Em até ${hero.delivery.ours} o seu projeto pode estar no ar.`;

export const landingSeo = {
  title: `Software House: sites, apps e SaaS com IA em até ${hero.delivery.ours}`,
  description: `Transformamos ideias em realidade digital: web apps, SaaS, ferramentas e bots com IA, até ${cheaperPercent}% mais baratos, ${fasterFactor}x mais rápidos e com código 100% limpo. Planos a partir de R$ ${reais(Math.min(...plans.map((plan) => plan.price)))}.`,
} as const;
