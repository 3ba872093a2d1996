/** `needs`: the AI capability a tool cannot work without (lib/tools/availability.ts); the others always work. */
export type NavItem = { href: string; label: string; description: string; needs?: "text" | "image" };
export type SectionLink = { href: string; label: string };

export const sectionLinks: readonly SectionLink[] = [
  { href: "/#portfolio", label: "Portfólio" },
  { href: "/#processo", label: "Processo" },
  { href: "/#planos", label: "Planos" },
  { href: "/#faq", label: "Dúvidas" },
];

/** The header's primary action: the contact form, which works with or without WhatsApp. */
export const contactLink: SectionLink = { href: "/#contato", label: "Fale conosco" };

export const toolLinks: readonly NavItem[] = [
  { href: "/disparador", label: "Disparador de Pixel", description: "Teste eventos do Pixel do TikTok" },
  { href: "/elementor", label: "Elementor para HTML", description: "Baixe páginas do Elementor em HTML puro" },
  {
    href: "/description-ecom",
    label: "Descrição E-commerce",
    description: "Descrições de produto com IA",
    needs: "text",
  },
  { href: "/translate", label: "Tradutor", description: "Traduza palavras e frases para o português", needs: "text" },
  { href: "/geniusvoice", label: "Genius Voice AI", description: "Transforme texto em áudio" },
  { href: "/imgautox", label: "Img Auto X", description: "Gere imagens com IA", needs: "image" },
  { href: "/fitnessrecipes", label: "FitnessRecipes", description: "Receitas fitness em um app" },
];

export const siteName = "Software House";
