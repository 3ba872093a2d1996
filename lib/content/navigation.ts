import { toolRecords } from "./tools";

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

/** The menu and the footer: each tool's name and menu line, from its record. */
export const toolLinks: readonly NavItem[] = toolRecords.map((tool) => ({
  href: tool.route,
  label: tool.name,
  description: tool.menu,
  ...(tool.needs.ai ? { needs: tool.needs.ai } : {}),
}));
