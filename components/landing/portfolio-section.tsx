import { ExternalLink, Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ctaMessages, portfolio, type PortfolioProject } from "@/lib/content/landing";
import { SectionHeading } from "./section-heading";
import { WhatsappCta } from "./whatsapp-cta";

export function PortfolioSection({ whatsappNumber }: { whatsappNumber: string | undefined }) {
  return (
    <section id="portfolio" aria-labelledby="portfolio-titulo" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20">
      <SectionHeading id="portfolio-titulo" eyebrow="Portfólio" title="Projetos que já entregamos">
        Ferramentas com IA, e-commerce, marketing e apps sob medida. Abra as nossas ferramentas e teste agora mesmo.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:[&>li:last-child]:col-start-2">
        {portfolio.map((project) => (
          <li key={project.title}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <WhatsappCta number={whatsappNumber} message={ctaMessages.moreProjects} variant="outline">
          Ver mais projetos
        </WhatsappCta>
        <p className="mt-3 text-sm text-muted-foreground">Mostramos o portfólio completo pelo WhatsApp, com casos parecidos com o seu.</p>
      </div>
    </section>
  );
}

function ProjectCard({ project }: { project: PortfolioProject }) {
  const body = (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG with fixed size: next/image would only add client JS */}
      <img
        src={project.image}
        alt=""
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full rounded-t-lg bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Badge variant="secondary" className="self-start">{project.category}</Badge>
        <h3 className="text-lg font-semibold">{project.title}</h3>
        <p className="text-sm text-muted-foreground">{project.description}</p>
        <ul className="mt-auto flex flex-wrap gap-2 pt-2" aria-label="Tecnologias">
          {project.tech.map((tag) => (
            <li key={tag} className="rounded-md border px-2 py-0.5 text-xs font-medium">
              {tag}
            </li>
          ))}
        </ul>
        {project.link ? (
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
            Abrir ferramenta <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(abre em nova aba)</span>
          </span>
        ) : (
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
            <Lock aria-hidden="true" className="size-4" /> Projeto de cliente, sem endereço público
          </span>
        )}
      </div>
    </>
  );
  const frame = "flex h-full flex-col rounded-lg border bg-card text-card-foreground shadow-sm";
  if (!project.link) return <article className={frame}>{body}</article>;
  return (
    <a
      href={project.link}
      target="_blank"
      rel="noopener"
      className={`${frame} transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md`}
    >
      {body}
    </a>
  );
}
