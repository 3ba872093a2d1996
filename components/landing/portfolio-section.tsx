import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { KeepHyphenated } from "@/components/ui/keep-hyphenated";
import { WhenAvailable } from "@/components/tools/availability";
import { portfolio } from "@/lib/content/landing";
import { SectionHeading } from "./section-heading";

/** `unavailable`: the tools this server cannot run, marked on their cards instead of being offered to try. */
export function PortfolioSection({ unavailable }: { unavailable: readonly string[] }) {
  return (
    <section id="portfolio" aria-labelledby="portfolio-titulo" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20">
      <SectionHeading id="portfolio-titulo" eyebrow="Portfólio" title="Ferramentas que construímos">
        Inteligência artificial, e-commerce, marketing e desenvolvimento: ferramentas nossas, publicadas neste site.
        Abra uma e veja como trabalhamos.
      </SectionHeading>

      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {portfolio.map((project) => (
          <li key={project.title}>
            <ProjectCard
              project={project}
              action={
                <WhenAvailable href={project.link} rendered={unavailable}>
                  <CardAction>Abrir ferramenta</CardAction>
                </WhenAvailable>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Illustration({ src }: { src: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static SVG with fixed size: next/image would only add client JS
    <img
      src={src}
      alt=""
      width={640}
      height={400}
      loading="lazy"
      decoding="async"
      className="aspect-[8/5] w-full bg-muted object-cover"
    />
  );
}

type Project = {
  category: string;
  title: string;
  description: string;
  image: string;
  link: string;
  tech: readonly string[];
};

/**
 * A project as the landing shows it, ours or a client's: one link that opens it in a new tab, its picture,
 * category, name, description and technologies, and `action` (what following the link does) at the foot.
 */
export function ProjectCard({ project, action }: { project: Project; action: ReactNode }) {
  return (
    <a
      href={project.link}
      target="_blank"
      rel="noopener"
      className="flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
    >
      <Illustration src={project.image} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Badge variant="secondary" className="self-start">
          {project.category}
        </Badge>
        <h3 className="text-lg font-semibold">
          <KeepHyphenated text={project.title} />
        </h3>
        <p className="text-sm text-muted-foreground">{project.description}</p>
        <ul className="mt-auto flex flex-wrap gap-2 pt-2" aria-label="Tecnologias">
          {project.tech.map((tag) => (
            <li key={tag} className="rounded-md border px-2 py-0.5 text-xs font-medium">
              {tag}
            </li>
          ))}
        </ul>
        {action}
        <span className="sr-only">(abre em nova aba)</span>
      </div>
    </a>
  );
}

/** The line at a card's foot: "Abrir ferramenta", "Ver projeto". */
export function CardAction({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
      {children} <ExternalLink aria-hidden="true" className="size-4" />
    </span>
  );
}
