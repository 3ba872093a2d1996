import { ExternalLink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ctaIntents } from "@/lib/content/contact";
import { portfolio, type CaseStudy, type PortfolioProject } from "@/lib/content/landing";
import { CtaLink } from "./cta-link";
import { SectionHeading } from "./section-heading";

type Tool = Extract<PortfolioProject, { link: string }>;
type ClientProject = Extract<PortfolioProject, { caseStudy: CaseStudy }>;

const tools = portfolio.filter((project): project is Tool => "link" in project);
const clientProjects = portfolio.filter((project): project is ClientProject => "caseStudy" in project);

const caseStudyParts: readonly [keyof CaseStudy, string][] = [
  ["problem", "O desafio"],
  ["built", "O que construímos"],
  ["result", "O resultado"],
];

export function PortfolioSection({ whatsappNumber }: { whatsappNumber: string | undefined }) {
  return (
    <section id="portfolio" aria-labelledby="portfolio-titulo" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20">
      <SectionHeading id="portfolio-titulo" eyebrow="Portfólio" title="Projetos que já entregamos">
        Ferramentas com IA, e-commerce, marketing e apps sob medida. Abra as nossas ferramentas e teste agora mesmo.
      </SectionHeading>

      <h3 className="mt-12 text-xl font-bold">Ferramentas para testar agora</h3>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((project) => (
          <li key={project.title}>
            <ToolCard project={project} />
          </li>
        ))}
      </ul>

      <h3 className="mt-16 text-xl font-bold">Casos de clientes</h3>
      <ul className="mt-6 grid gap-6 lg:grid-cols-2">
        {clientProjects.map((project) => (
          <li key={project.title}>
            <CaseStudyCard project={project} />
          </li>
        ))}
      </ul>

      <div className="mt-12 text-center">
        <CtaLink number={whatsappNumber} intent={ctaIntents.moreProjects} variant="outline">
          Ver mais projetos
        </CtaLink>
        <p className="mt-3 text-sm text-muted-foreground">
          Mostramos o portfólio completo em uma conversa, com casos parecidos com o seu.
        </p>
      </div>
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

function TechTags({ tech }: { tech: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tecnologias">
      {tech.map((tag) => (
        <li key={tag} className="rounded-md border px-2 py-0.5 text-xs font-medium">
          {tag}
        </li>
      ))}
    </ul>
  );
}

function ToolCard({ project }: { project: Tool }) {
  return (
    <a
      href={project.link}
      target="_blank"
      rel="noopener"
      className="flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
    >
      <Illustration src={project.image} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ProjectIntro project={project} />
        <div className="mt-auto pt-2">
          <TechTags tech={project.tech} />
        </div>
        <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
          Abrir ferramenta <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(abre em nova aba)</span>
        </span>
      </div>
    </a>
  );
}

function CaseStudyCard({ project }: { project: ClientProject }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm">
      <Illustration src={project.image} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ProjectIntro project={project} />
        <dl className="grid gap-3 text-sm">
          {caseStudyParts.map(([key, label]) => (
            <div key={key}>
              <dt className="font-semibold">{label}</dt>
              <dd className="mt-0.5 text-muted-foreground">{project.caseStudy[key]}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto pt-2">
          <TechTags tech={project.tech} />
        </div>
      </div>
    </article>
  );
}

function ProjectIntro({ project }: { project: { category: string; title: string; description: string } }) {
  return (
    <>
      <Badge variant="secondary" className="self-start">
        {project.category}
      </Badge>
      <h4 className="text-lg font-semibold">{project.title}</h4>
      <p className="text-sm text-muted-foreground">{project.description}</p>
    </>
  );
}
