import { toolLinks } from "@/lib/content/navigation";

/** What is counted. The browser may report only browserKinds; the rest are counted by the API route that did the work. */
export const visitKinds = [
  "view",
  "run",
  "signup_started",
  "signup_confirmed",
  "contact_opened",
  "contact_sent",
  "whatsapp",
  "booking",
  "plan",
] as const;
export type VisitKind = (typeof visitKinds)[number];

export const browserKinds = ["view", "contact_opened", "whatsapp", "booking", "plan"] as const satisfies VisitKind[];
export type BrowserKind = (typeof browserKinds)[number];

/** The steps a visitor may take after passing through a page, counted per page ("via"). */
export const funnelKinds = ["signup_started", "signup_confirmed", "contact_opened", "contact_sent"] as const;

export const kindLabels: Record<VisitKind, string> = {
  view: "Visualizações",
  run: "Resultados das ferramentas",
  signup_started: "Cadastros iniciados",
  signup_confirmed: "Cadastros confirmados",
  contact_opened: "Formulário de contato aberto",
  contact_sent: "Leads enviados",
  whatsapp: "Cliques no WhatsApp",
  booking: "Cliques em Agendar reunião",
  plan: "Botões de plano",
};

/** The doors to a lead: the landing page and every tool page. */
export const doors: readonly { path: string; label: string }[] = [
  { path: "/", label: "Página inicial" },
  ...toolLinks.map(({ href, label }) => ({ path: href, label })),
];

/** "*" stands for every value of a column in visit_daily. */
export const ALL = "*";
