import type { ContactTopic } from "./contact";

/**
 * The line after a tool's result: what we could build for the visitor, then the link to the form. Its own
 * module, free of the landing page's content, because every tool's client bundle carries it.
 */
export const afterResultCopy = {
  rastreamento: "Quer o pixel e os eventos de conversão funcionando no seu site?",
  site: "Quer um site rápido que não dependa do Elementor?",
  ia: "Quer uma ferramenta com IA como esta no seu negócio?",
  app: "Quer um aplicativo como este para o seu negócio?",
} as const satisfies Partial<Record<ContactTopic, string>>;

export const afterResultLink = "Fale com a gente";

export type AfterResultTopic = keyof typeof afterResultCopy;
