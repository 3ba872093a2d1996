import { type Plan, planPrice } from "./landing";

export const contactTopics = {
  projeto: "Orçamento de um projeto",
  reuniao: "Agendar uma reunião",
  demonstracao: "Ver uma demonstração",
  portfolio: "Conhecer mais projetos",
  // Preselected by the link after each tool's result (components/tools/contact-after-result.tsx).
  rastreamento: "Pixel e rastreamento de anúncios",
  site: "Um site rápido, sem construtor de páginas",
  ia: "Uma ferramenta com IA para o meu negócio",
  app: "Um aplicativo para o meu negócio",
} as const;

export type ContactTopic = keyof typeof contactTopics;

export type ContactIntent = { topic: ContactTopic; message: string; plan?: Plan };

export const ctaIntents = {
  startProject: { topic: "projeto", message: "Olá! Quero iniciar um projeto com vocês. Podemos conversar?" },
  startNow: { topic: "projeto", message: "Olá! Quero começar o meu projeto agora. Qual é o próximo passo?" },
} as const satisfies Record<string, ContactIntent>;

export const planIntent = (plan: Plan): ContactIntent => ({
  topic: "projeto",
  plan,
  message: `Olá! Tenho interesse no plano ${plan.title} (R$ ${planPrice(plan)}). Podemos conversar?`,
});

/** Leads older than this are deleted; the privacy page states the same number. */
export const leadRetentionMonths = 12;

export const contactCopy = {
  title: "Fale conosco",
  subtitle:
    "Conte o que você precisa. Respondemos pelo e-mail ou WhatsApp que você deixar, com uma proposta sob medida.",
  sent: "Mensagem enviada! Recebemos o seu contato e vamos responder pelo e-mail ou WhatsApp informado.",
  offline: "Não foi possível enviar agora. Verifique a sua conexão e tente de novo: o que você escreveu continua aqui.",
  otherChannels: "Prefere outro canal?",
} as const;
