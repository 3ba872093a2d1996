/**
 * Everything the landing page says, as typed constants (SPEC.md sections 1, 2, 3 and 9).
 * Components only lay it out; the JSON-LD and the tests read the same data.
 */

export type PortfolioCategory =
  | "Inteligência Artificial"
  | "Relacionamento"
  | "Astrologia"
  | "E-commerce"
  | "Marketing"
  | "Desenvolvimento";

export type PortfolioProject = {
  title: string;
  description: string;
  tech: readonly string[];
  /** Illustration in public/portfolio, 640x400. */
  image: string;
  category: PortfolioCategory;
  /** Our own tool pages; client projects have no public address, so no link. */
  link?: string;
};

export type Plan = {
  title: string;
  /** Setup price in reais, as written (thousands with a dot). */
  price: string;
  icon: "rocket" | "zap" | "crown";
  color: "sky" | "violet" | "fuchsia";
  popular: boolean;
  delivery: string;
  deliveryNow: string;
  features: readonly string[];
};

export type Testimonial = { name: string; role: string; content: string };
export type ProcessStep = { icon: "clipboard" | "code" | "flask" | "package"; title: string; desc: string };
export type Faq = { question: string; answer: string };
export type Stat = { value: string; label: string };

export const hero = {
  eyebrow: "Software house com desenvolvimento acelerado por IA",
  headline: "Transformamos ideias em realidade digital",
  headlineLead: "Transformamos ideias em",
  headlineHighlight: "realidade digital",
  subtitle:
    "Criamos web apps, SaaS, ferramentas web e bots com a ajuda da inteligência artificial: o seu projeto pronto em 2 semanas, não em 2 meses.",
  delivery: { ours: "2 semanas", theirs: "2 meses" },
  typingText: "Transformamos ideias em realidade digital",
} as const;

export const claims: readonly string[] = ["60% mais barato", "2x mais rápido", "100% código limpo", "Consultoria personalizada"];

export const stats: readonly Stat[] = [
  { value: "2 semanas", label: "para entregar o que costuma levar 2 meses" },
  { value: "7", label: "projetos em destaque no portfólio" },
  { value: "12x", label: "no cartão de crédito" },
  { value: "90 dias", label: "de suporte no plano mais completo" },
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
    description: "Teste eventos do Pixel do TikTok, como CompletePayment, antes de investir em anúncios.",
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
    description: "Aplicativo que cruza perfis do Instagram para sugerir combinações por interesses em comum.",
    tech: ["React", "Node.js", "API do Instagram"],
    image: "/portfolio/instagram-match.svg",
    category: "Relacionamento",
  },
  {
    title: "Quiz de leitura da mão",
    description: "Quiz de astrologia e quiromancia com um fluxo de 11 telas que conduz até o resultado personalizado.",
    tech: ["React", "Tailwind CSS", "Funil de vendas"],
    image: "/portfolio/palm-quiz.svg",
    category: "Astrologia",
  },
];

export const processSteps: readonly ProcessStep[] = [
  { icon: "clipboard", title: "Briefing", desc: "Entendemos o seu negócio, os objetivos e o público para definir o escopo certo." },
  { icon: "code", title: "Desenvolvimento", desc: "Construímos com IA e boas práticas, mostrando o progresso a cada etapa." },
  { icon: "flask", title: "Testes", desc: "Testamos em celulares e computadores, do desempenho à acessibilidade." },
  { icon: "package", title: "Entrega", desc: "Publicamos o projeto, entregamos o código e seguimos com o suporte." },
];

export const plans: readonly Plan[] = [
  {
    title: "Pockets",
    price: "999",
    icon: "rocket",
    color: "sky",
    popular: false,
    delivery: "Entrega em até 3 dias",
    deliveryNow: "Estamos entregando em 1 dia",
    features: ["Landing pages", "Design responsivo", "SEO básico"],
  },
  {
    title: "Low Complexity",
    price: "1.999",
    icon: "zap",
    color: "violet",
    popular: true,
    delivery: "Entrega em até 5 dias",
    deliveryNow: "Estamos entregando em 2 dias",
    features: ["Integrações com APIs", "Componentes e animações", "Prompts para termos e privacidade", "Sistema de cache"],
  },
  {
    title: "Medium Complexity",
    price: "4.499",
    icon: "crown",
    color: "fuchsia",
    popular: false,
    delivery: "Entrega de 7 a 12 dias",
    deliveryNow: "Estamos entregando em 5 dias",
    features: ["Banco de dados", "Autenticação", "Análises avançadas", "Múltiplas integrações", "Escalabilidade"],
  },
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
    content: "Precisávamos de um gerador de descrições para mais de 300 produtos. Ficou pronto em poucos dias e as vendas subiram.",
  },
  {
    name: "Rafael Monteiro",
    role: "Gestor de tráfego",
    content: "A ferramenta de teste de pixel economizou horas da minha equipe. Atendimento rápido e código muito bem organizado.",
  },
  {
    name: "Juliana Ferreira",
    role: "Criadora de conteúdo",
    content: "Meu quiz com 11 telas saiu exatamente como imaginei, rápido no celular e com um preço que coube no orçamento.",
  },
];

export const faqs: readonly Faq[] = [
  {
    question: "Quanto tempo leva para desenvolver o meu projeto?",
    answer:
      "Depende da complexidade: projetos de baixa complexidade ficam prontos em 1 semana, os de média complexidade em 2 semanas e os de alta complexidade em 3 semanas.",
  },
  {
    question: "Quais são as formas de pagamento?",
    answer: "Aceitamos cartão de crédito em até 12x, PIX ou transferência bancária.",
  },
  {
    question: "Como funciona o pagamento do projeto?",
    answer: "Você paga 50% no início do projeto e os outros 50% na entrega.",
  },
  {
    question: "Vocês oferecem suporte depois da entrega?",
    answer: "Sim: 30 dias de suporte para projetos de baixa complexidade, 60 dias para média e 90 dias para alta complexidade.",
  },
  {
    question: "Como vocês conseguem ser mais rápidos e mais baratos?",
    answer:
      "Usamos inteligência artificial em todo o processo de desenvolvimento, com revisão humana: por isso entregamos 2x mais rápido, até 60% mais barato e com 100% de código limpo, além de consultoria personalizada.",
  },
];

/** Prefilled WhatsApp messages, one per call to action. */
export const ctaMessages = {
  startProject: "Olá! Quero iniciar um projeto com a Software House. Podemos conversar?",
  demo: "Olá! Gostaria de ver uma demonstração dos projetos de vocês.",
  moreProjects: "Olá! Gostaria de conhecer o portfólio completo de projetos de vocês.",
  startNow: "Olá! Quero começar o meu projeto agora. Qual é o próximo passo?",
  meeting: "Olá! Gostaria de agendar uma reunião para falar sobre o meu projeto.",
  plan: (plan: Pick<Plan, "title" | "price">) =>
    `Olá! Tenho interesse no plano ${plan.title} (R$ ${plan.price}). Podemos conversar?`,
} as const;

export const landingSeo = {
  title: "Software House: sites, apps e SaaS com IA em 2 semanas",
  description:
    "Transformamos ideias em realidade digital: web apps, SaaS, ferramentas e bots com IA, 60% mais baratos, 2x mais rápidos e com código 100% limpo. Planos a partir de R$ 999.",
} as const;
