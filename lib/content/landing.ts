/** Prices and terms are written once, in `plans` and `payment`, and derived elsewhere so they cannot disagree. */

export type PortfolioCategory =
  "Inteligência Artificial" | "Relacionamento" | "Astrologia" | "E-commerce" | "Marketing" | "Desenvolvimento";

export type CaseStudy = { problem: string; built: string; result: string };

export type PortfolioProject = {
  title: string;
  description: string;
  tech: readonly string[];
  /** Illustration in public/portfolio, 640x400. */
  image: string;
  category: PortfolioCategory;
} & ({ link: string } | { caseStudy: CaseStudy });

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
  /** Promised delivery, in days (a range when minDays is set), and what we deliver in today. */
  delivery: { minDays?: number; maxDays: number; currentDays: number };
  supportDays: number;
  features: readonly string[];
};

export type Testimonial = { name: string; role: string; content: string };
export type ProcessStep = { icon: "clipboard" | "code" | "flask" | "package"; title: string; desc: string };
export type Faq = { question: string; answer: string };
export type Stat = { value: string; label: string };

export const plans: readonly Plan[] = [
  {
    id: "essencial",
    title: "Essencial",
    summary: "Uma landing page para apresentar e vender o seu produto ou serviço.",
    price: 999,
    icon: "rocket",
    color: "sky",
    popular: false,
    delivery: { maxDays: 3, currentDays: 1 },
    supportDays: 30,
    features: [
      "Landing page pronta para receber visitas e contatos",
      "Layout que se adapta a celular, tablet e computador",
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
      "Páginas rápidas, com cache, mesmo com muitas visitas",
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
    delivery: { minDays: 7, maxDays: 12, currentDays: 5 },
    supportDays: 60,
    features: [
      "Banco de dados para os seus clientes, pedidos ou conteúdos",
      "Login de usuários com senha e recuperação por e-mail",
      "Painel com relatórios e métricas do negócio",
      "Várias integrações no mesmo sistema",
      "Estrutura pronta para crescer com o número de acessos",
    ],
  },
];

export const payment = {
  installments: 12,
  methods: "cartão de crédito em até 12x, PIX ou transferência bancária",
  upfrontPercent: 50,
} as const;

const days = (n: number) => `${n} ${n === 1 ? "dia" : "dias"}`;
const reais = (value: number) => value.toLocaleString("pt-BR");

export const planPrice = (plan: Plan) => reais(plan.price);
export const deliveryRange = ({ delivery: d }: Plan) =>
  d.minDays ? `de ${d.minDays} a ${days(d.maxDays)}` : `até ${days(d.maxDays)}`;
export const planDelivery = (plan: Plan) => `Entrega ${plan.delivery.minDays ? "" : "em "}${deliveryRange(plan)}`;
export const planDeliveryNow = (plan: Plan) => `Estamos entregando em ${days(plan.delivery.currentDays)}`;
export const planSupport = (plan: Plan) => `${days(plan.supportDays)} de suporte depois da entrega`;

const longestDelivery = Math.max(...plans.map((plan) => plan.delivery.maxDays));
const weeks = (n: number) => `${n} ${n === 1 ? "semana" : "semanas"}`;
/** The plan with the most support: what "the most complete plan" means in the stats. */
const mostComplete = plans.reduce((best, plan) => (plan.price > best.price ? plan : best));

const cheaperPercent = 60;
const fasterFactor = 2;

export const hero = {
  eyebrow: "Software house com desenvolvimento acelerado por IA",
  headline: "Transformamos ideias em realidade digital",
  headlineLead: "Transformamos ideias em",
  headlineHighlight: "realidade digital",
  /** Every plan fits in this, rounded up to whole weeks. */
  delivery: { ours: weeks(Math.ceil(longestDelivery / 7)), theirs: "2 meses" },
  typingText: "Transformamos ideias em realidade digital",
} as const;

export const heroSubtitle = `Criamos web apps, SaaS, ferramentas web e bots com a ajuda da inteligência artificial: o seu projeto pronto em até ${hero.delivery.ours}, não em ${hero.delivery.theirs}.`;

export const claims: readonly string[] = [
  `${cheaperPercent}% mais barato`,
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
    tech: ["Next.js", "Text-to-Speech", "Tailwind CSS"],
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
    tech: ["JavaScript", "TikTok Pixel", "Marketing"],
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
  {
    title: "Match de perfis do Instagram",
    description: "Aplicativo de relacionamento que sugere combinações pelos interesses em comum.",
    tech: ["React", "Node.js", "API do Instagram"],
    image: "/portfolio/instagram-match.svg",
    category: "Relacionamento",
    caseStudy: {
      problem:
        "O cliente queria aproximar pessoas por interesses reais, e não só por fotos, sem pedir um cadastro longo.",
      built:
        "Um app web que, com a autorização de cada pessoa, lê o perfil público do Instagram, compara os interesses e sugere combinações.",
      result:
        "Cadastro em poucos passos, e cada sugestão mostra o motivo da combinação: os interesses que as duas pessoas têm em comum.",
    },
  },
  {
    title: "Quiz de leitura da mão",
    description: "Quiz de astrologia e quiromancia que leva a pessoa até um resultado personalizado.",
    tech: ["React", "Tailwind CSS", "Funil de vendas"],
    image: "/portfolio/palm-quiz.svg",
    category: "Astrologia",
    caseStudy: {
      problem:
        "Uma criadora de conteúdo precisava transformar seguidores em clientes da sua leitura de mão personalizada.",
      built:
        "Um funil de 11 telas feito para o celular: perguntas, leitura da palma e o resultado personalizado no final.",
      result:
        "Saiu exatamente como ela imaginou, rápido no celular e dentro do orçamento (veja o depoimento da Juliana abaixo).",
    },
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

export const plansSubtitle = `Valores de setup, com pagamento em ${payment.methods}.`;

export const stats: readonly Stat[] = [
  { value: hero.delivery.ours, label: `no máximo para entregar o que costuma levar ${hero.delivery.theirs}` },
  { value: String(portfolio.length), label: "projetos em destaque no portfólio" },
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

export const testimonials: readonly Testimonial[] = [
  {
    name: "Mariana Alves",
    role: "Fundadora de loja virtual de moda",
    content:
      "Precisávamos de um gerador de descrições para mais de 300 produtos. Ficou pronto em poucos dias e as vendas subiram.",
  },
  {
    name: "Rafael Monteiro",
    role: "Gestor de tráfego",
    content:
      "A ferramenta de teste de pixel economizou horas da minha equipe. Atendimento rápido e código muito bem organizado.",
  },
  {
    name: "Juliana Ferreira",
    role: "Criadora de conteúdo",
    content:
      "Meu quiz com 11 telas saiu exatamente como imaginei, rápido no celular e com um preço que coube no orçamento.",
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
  description: `Transformamos ideias em realidade digital: web apps, SaaS, ferramentas e bots com IA, ${cheaperPercent}% mais baratos, ${fasterFactor}x mais rápidos e com código 100% limpo. Planos a partir de R$ ${reais(Math.min(...plans.map((plan) => plan.price)))}.`,
} as const;
