import { technologies } from "@/lib/content/landing";
import { SectionHeading } from "./section-heading";

export function TechnologiesSection() {
  return (
    <section
      id="tecnologias"
      aria-labelledby="tecnologias-titulo"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 pb-20"
    >
      <SectionHeading id="tecnologias-titulo" eyebrow="Tecnologias" title="Ferramentas modernas, código de verdade" />
      <ul className="mx-auto mt-10 flex max-w-3xl flex-wrap justify-center gap-3">
        {technologies.map((tech) => (
          <li key={tech} className="rounded-full border bg-card px-4 py-2 text-sm font-semibold shadow-xs">
            {tech}
          </li>
        ))}
      </ul>
    </section>
  );
}
